import { useUiStrings } from './ui-strings-context.js';

/** Server-rendered toggle; the runtime cycles it (system → light → dark, or light ↔ dark). */
export function ColorModeToggle({ respectPrefersColorScheme, defaultMode }: { respectPrefersColorScheme: boolean; defaultMode: 'light' | 'dark' }) {
  const { colorModeToggle } = useUiStrings();
  return (
    <button
      type="button"
      className="color-mode-toggle"
      data-respect-system={respectPrefersColorScheme ? 'true' : 'false'}
      data-default-mode={defaultMode}
      aria-label={colorModeToggle}
      title={colorModeToggle}
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
