export type ColorModeGuardOptions = {
  storageKey: string;
  defaultMode: 'light' | 'dark';
  respectPrefersColorScheme: boolean;
};

/**
 * Inline script (ES5, runs before React) that repairs an unknown colour mode.
 * Kept as a pure function of its options so unit tests can run it.
 */
export function colorModeGuardScript({
  storageKey,
  defaultMode,
  respectPrefersColorScheme,
}: ColorModeGuardOptions): string {
  const key = JSON.stringify(storageKey);
  const fallback = respectPrefersColorScheme
    ? `(window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light')`
    : JSON.stringify(defaultMode);
  const fallbackChoice = respectPrefersColorScheme ? `'system'` : JSON.stringify(defaultMode);
  return `(function() {
  function isMode(v) { return v === 'light' || v === 'dark'; }
  var root = document.documentElement;
  var stored = null;
  try { stored = window.localStorage.getItem(${key}); } catch (e) {}
  if (stored !== null && !isMode(stored)) {
    try { window.localStorage.removeItem(${key}); } catch (e) {}
    console.warn('Ignored an unknown colour mode in local storage: ' + JSON.stringify(stored));
    stored = null;
  }
  if (isMode(root.getAttribute('data-theme'))) return;
  var choice = isMode(stored) ? stored : null;
  root.setAttribute('data-theme', choice || ${fallback});
  root.setAttribute('data-theme-choice', choice || ${fallbackChoice});
})();`;
}
