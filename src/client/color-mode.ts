// The colour mode switch, driven by the config through <html data-color-mode>:
//   fixed          no switch (colorMode.disableSwitch: light or dark only)
//   switch         light ↔ dark
//   switch-system  system → light → dark → system (respectPrefersColorScheme)
// The choice is kept in localStorage 'theme' (absent = system / the default), the key the
// inline head script (src/render/color-mode-script.ts) reads before first paint.
import { LABELS } from './strings.js';
import { closest } from './dom.js';
import { storage } from './storage.js';
import { STORAGE_KEYS } from '../shared/storage-keys.js';

type Choice = 'system' | 'light' | 'dark';

const setting = () => document.documentElement.dataset.colorMode ?? 'fixed';
const systemDark = () => window.matchMedia('(prefers-color-scheme: dark)').matches;
const toggles = () => document.querySelectorAll<HTMLButtonElement>('button.color-mode-toggle');

function defaultMode(): 'light' | 'dark' {
  return toggles()[0]?.dataset.defaultMode === 'dark' ? 'dark' : 'light';
}

export function currentChoice(): Choice {
  const stored = storage.get(STORAGE_KEYS.theme);
  if (stored === 'light' || stored === 'dark') return stored;
  return setting() === 'switch-system' ? 'system' : defaultMode();
}

function nextChoice(choice: Choice): Choice {
  if (setting() === 'switch-system') return choice === 'system' ? 'light' : choice === 'light' ? 'dark' : 'system';
  return choice === 'dark' ? 'light' : 'dark';
}

function apply(choice: Choice): void {
  const theme = choice === 'system' ? (systemDark() ? 'dark' : 'light') : choice;
  document.documentElement.setAttribute('data-theme', theme);
  for (const button of toggles()) {
    const label = `${LABELS.colorModeToggle} (${LABELS[`${choice}ModeCurrent` as const]})`;
    button.dataset.mode = choice;
    button.setAttribute('aria-label', label);
    button.title = label;
    button.hidden = false;
  }
}

/** After each render (the navbar is replaced on navigation): show and label the toggle. */
export function enhanceColorMode(): void {
  if (setting() !== 'fixed') apply(currentChoice());
}

export function startColorMode(): void {
  if (setting() === 'fixed') return;
  document.addEventListener('click', (event) => {
    if (!closest(event.target, 'button.color-mode-toggle')) return;
    const choice = nextChoice(currentChoice());
    if (choice === 'system') storage.remove(STORAGE_KEYS.theme);
    else storage.set(STORAGE_KEYS.theme, choice);
    apply(choice);
  });
  window.matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => {
    if (currentChoice() === 'system') apply('system');
  });
  // Another tab changed it.
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.theme) apply(currentChoice());
  });
}
