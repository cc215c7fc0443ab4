import { useUiStrings, withLink } from './ui-strings-context.js';

export function NotFound({ homeHref }: { homeHref: string }) {
  const strings = useUiStrings();
  return (
    <main id="sp-main" className="main not-found" tabIndex={-1}>
      <article className="markdown">
        <h1>{strings.notFoundTitle}</h1>
        <p>{strings.notFoundText}</p>
        <p>{withLink(strings.notFoundBack, 'home', <a href={homeHref}>{strings.notFoundHome}</a>)}</p>
      </article>
    </main>
  );
}
