/** A highlighted code block with the copy button the client runtime enables. */
export function CodeBlock({ highlighted, language, label }: { highlighted: string; language: string; label?: string }) {
  return (
    <div className="code-block" data-lang={language}>
      {label && <span className="code-label">{label}</span>}
      <button type="button" className="copy-button" data-copy hidden>
        Copy
      </button>
      <pre>
        <code className={`language-${language}`} dangerouslySetInnerHTML={{ __html: highlighted }} />
      </pre>
    </div>
  );
}
