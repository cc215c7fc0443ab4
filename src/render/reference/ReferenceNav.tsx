import { Fragment } from 'react';
import type { PagePlan } from '../../model/reference/pages.js';
import type { HttpMethod, ReferenceView, TagView } from '../../model/reference/view-model.js';
import { MethodBadge } from './MethodBadge.js';
import type { ReferencePageInput } from './page-input.js';
import { useLinks } from './links.js';

/**
 * Left navigation: tags and their operations, webhooks, schemas. Items carry data attributes for
 * the client runtime (scroll highlight: data-nav-target; filter: data-method/path, and the text).
 * It holds no ids (it once was rendered twice). On a split reference the other tags are plain
 * links to their pages; with a page per operation, only the tag of the operation in view lists its
 * operations (GitHub's 1,223 would weigh every page down). A tag continued over several pages lists
 * all its operations up to NAV_WHOLE_TAG_MAX; past that, each of its pages lists its own between
 * links to the others (Microsoft Graph's untagged 3,000 made each of 28 pages 2.2 MB).
 * With `x-tagGroups`, each group's name heads its tags.
 */
export function ReferenceNav({ input }: { input: ReferencePageInput }) {
  const { view, page } = input;
  const { href } = useLinks();
  const onPage = new Set(page.tagAnchors);
  return (
    <div className="reference-nav-inner">
      <input className="reference-filter" type="search" placeholder="Filter operations" aria-label="Filter operations" hidden />
      <ul className="reference-nav-list">
        <li className="nav-section">
          <a className="nav-section-link" href={input.split && !page.intro ? input.pages[0].url : '#section/intro'} data-nav-target="section/intro">
            Introduction
          </a>
        </li>
        {view.tags.map((tag, i) => {
          const here = onPage.has(tag.anchor);
          // With a page per operation, a tag is a section of the route page, which lists its operations.
          const parts = input.tagPages.get(tag.anchor) ?? [];
          const tagHref = here ? href(tag.anchor) : (parts[0]?.url ?? href(tag.anchor));
          const groupStarts = tag.group !== undefined && tag.group !== view.tags[i - 1]?.group;
          return (
            <Fragment key={tag.anchor}>
              {groupStarts && <li className="nav-group">{tag.group}</li>}
              <li className={`nav-tag${here ? ' nav-tag-current' : ''}${tag.ancestors.length > 0 ? ` nav-depth-${Math.min(tag.ancestors.length, 3)}` : ''}`} data-tag={tag.slug}>
                <a className="nav-tag-link" href={tagHref} data-nav-target={tag.anchor}>
                  {tag.name}
                  {!here && count(tag) > 0 && <span className="nav-count">{count(tag)}</span>}
                </a>
                {here && count(tag) > NAV_WHOLE_TAG_MAX && parts.length > 1 && <TagPartsNav parts={parts} page={page} />}
                {here && count(tag) > 0 && (count(tag) <= NAV_WHOLE_TAG_MAX || parts.length <= 1) && (
                  <ul className="nav-operations">
                    {tag.operations.map((op) => (
                      <NavItem key={op.id} anchor={op.anchor} method={op.method} path={op.path} summary={op.summary} deprecated={op.deprecated} />
                    ))}
                    {/* Operations of several tags: listed under each, shown under their first. */}
                    {tag.alsoHere?.map((op) => (
                      <NavItem key={`also:${op.anchor}`} anchor={op.anchor} method={op.method} path={op.path} summary={op.summary} deprecated={op.deprecated} />
                    ))}
                  </ul>
                )}
              </li>
            </Fragment>
          );
        })}
        {view.webhooks.length > 0 && <WebhooksNav view={view} expanded={page.webhooks.length > 0 || !input.split} />}
        {view.schemas.length > 0 && (
          <li className="nav-tag nav-schemas">
            <a className="nav-tag-link" href={href('schemas')} data-nav-target="schemas">
              Schemas
            </a>
            {page.schemas.length > 0 && (
              <details className="nav-schema-list">
                <summary>{page.schemas.length} schemas</summary>
                <ul className="nav-operations">
                  {page.schemas.map((s) => (
                    <li key={s.name}>
                      <a href={href(s.anchor)} data-nav-target={s.anchor}>
                        {s.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        )}
      </ul>
    </div>
  );
}

const count = (tag: TagView) => tag.operations.length + (tag.alsoHere?.length ?? 0);

/** Past this many operations, a tag continued over several pages lists only the current page's (GitHub's largest tag has 204). */
export const NAV_WHOLE_TAG_MAX = 250;

/** A long tag continued over several pages: a link to the start of each of its pages, this page's followed by its operations. */
function TagPartsNav({ parts, page }: { parts: PagePlan[]; page: PagePlan }) {
  const { href } = useLinks();
  return (
    <ul className="nav-operations">
      {parts.map((part, i) => {
        const shown = part.tags[0];
        const here = part === page;
        const link = (
          <li key={part.url} className={`nav-part${here ? ' nav-part-current' : ''}`}>
            <a href={href(shown.anchor)} data-nav-target={shown.anchor}>
              Part {i + 1} of {parts.length}
              <span className="nav-count">{count(shown)}</span>
            </a>
          </li>
        );
        if (!here) return link;
        return (
          <Fragment key={part.url}>
            {link}
            {shown.operations.map((op) => (
              <NavItem key={op.id} anchor={op.anchor} method={op.method} path={op.path} summary={op.summary} deprecated={op.deprecated} />
            ))}
            {shown.alsoHere?.map((op) => (
              <NavItem key={`also:${op.anchor}`} anchor={op.anchor} method={op.method} path={op.path} summary={op.summary} deprecated={op.deprecated} />
            ))}
          </Fragment>
        );
      })}
    </ul>
  );
}

function WebhooksNav({ view, expanded }: { view: ReferenceView; expanded: boolean }) {
  const { href } = useLinks();
  return (
    <li className="nav-tag nav-webhooks">
      <a className="nav-tag-link" href={href('webhooks')} data-nav-target="webhooks">
        Webhook events
        {!expanded && <span className="nav-count">{view.webhooks.length}</span>}
      </a>
      {expanded && (
        <ul className="nav-operations">
          {view.webhooks.map((w) => (
            <NavItem key={w.anchor} anchor={w.anchor} method={w.method} path={w.name} summary={w.summary} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** An operation or webhook event: method badge and summary, with what the filter matches on. */
function NavItem({ anchor, method, path, summary, deprecated }: { anchor: string; method: HttpMethod; path: string; summary: string; deprecated?: boolean }) {
  const { href } = useLinks();
  return (
    <li className={`nav-operation${deprecated ? ' nav-deprecated' : ''}`}>
      <a href={href(anchor)} data-nav-target={anchor} data-method={method} data-path={path}>
        <MethodBadge method={method} />
        <span className="nav-label">{summary}</span>
      </a>
    </li>
  );
}
