/** Server-rendered toggle; the runtime cycles it (system → light → dark, or light ↔ dark). */
export function ColorModeToggle({ respectPrefersColorScheme, defaultMode }: { respectPrefersColorScheme: boolean; defaultMode: 'light' | 'dark' }) {
  return (
    <button
      type="button"
      className="color-mode-toggle"
      data-respect-system={respectPrefersColorScheme ? 'true' : 'false'}
      data-default-mode={defaultMode}
      aria-label="Switch between dark and light mode"
      title="Switch between dark and light mode"
      hidden
    >
      <span className="icon-light" aria-hidden="true">
        ☀
      </span>
      <span className="icon-dark" aria-hidden="true">
        ☾
      </span>
      <span className="icon-system" aria-hidden="true">
        ◐
      </span>
    </button>
  );
}
