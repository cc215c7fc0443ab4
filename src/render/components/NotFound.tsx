export function NotFound({ homeHref }: { homeHref: string }) {
  return (
    <main id="sp-main" className="main not-found" tabIndex={-1}>
      <article className="markdown">
        <h1>Page not found</h1>
        <p>We could not find what you were looking for.</p>
        <p>
          Go to the <a href={homeHref}>documentation home</a>, or use the navigation above.
        </p>
      </article>
    </main>
  );
}
