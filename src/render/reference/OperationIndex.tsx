import type { TagView } from '../../model/reference/view-model.js';
import { TagIntro } from './TagSection.js';
import { useLinks } from './links.js';
import { MethodBadge } from './MethodBadge.js';

/**
 * `reference.layout: operation`, the route page: each tag with its description and a link to the
 * page of each of its operations (those it shares with other tags too). Without JavaScript this
 * is where every operation is found; a deep link written for one page (`#operation/x`) is sent on
 * to the operation's page by the runtime (anchors.json).
 */
export function OperationIndex({ tags }: { tags: TagView[] }) {
  const { href } = useLinks();
  return (
    <>
      {tags.map((tag) => {
        const operations = [...tag.operations, ...(tag.alsoHere ?? [])];
        return (
          <section key={tag.anchor} className="tag-section" aria-labelledby={`${tag.anchor}/title`}>
            <TagIntro tag={tag} heading="h2" />
            {operations.length > 0 && (
              <div className="tag-also tag-operations">
                <ul>
                  {operations.map((op) => {
                    // An operation without a summary is named by its method and path: the badge and the path say it once.
                    const named = op.summary !== `${op.method.toUpperCase()} ${op.path}`;
                    return (
                      <li key={op.anchor} className={op.deprecated ? 'operation-deprecated' : undefined}>
                        <a href={href(op.anchor)}>
                          <MethodBadge method={op.method} /> {named ? op.summary : <code>{op.path}</code>}
                        </a>
                        {named && (
                          <>
                            {' '}
                            <code>{op.path}</code>
                          </>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </section>
        );
      })}
    </>
  );
}
