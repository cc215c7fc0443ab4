// Runs in <head> before first paint so a stored dark choice never flashes light.
export const COLOR_MODE_STORAGE_KEY = 'theme';

export function colorModeScript(defaultMode: 'light' | 'dark', respectSystem: boolean): string {
  return (
    `(function(){var d=document.documentElement,m=null;try{m=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)})}catch(e){}` +
    `var s=${respectSystem ? 'true' : 'false'};if(m!=='light'&&m!=='dark'){m=s&&window.matchMedia&&matchMedia('(prefers-color-scheme: dark)').matches?'dark':${JSON.stringify(defaultMode)};}` +
    `d.setAttribute('data-theme',m);})();`
  );
}
