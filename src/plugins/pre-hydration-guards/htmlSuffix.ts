/**
 * Inline script (ES5, runs before React) for URLs ending in `.html` or
 * `/index.html` (spec: normalised by removing the suffix). The static host
 * serves the page's own HTML for `/x/index.html`, but React then hydrates it
 * against the suffixed URL and reports a mismatch; dropping the suffix from
 * the address first lets the page hydrate as itself.
 */
export function htmlSuffixGuardScript(): string {
  return `(function() {
  var path = window.location.pathname;
  var stripped = path.replace(/(\\/index)?\\.html$/, '');
  if (stripped !== path && !/\\/404\\.html$/.test(path)) {
    window.history.replaceState(window.history.state, '', (stripped || '/') + window.location.search + window.location.hash);
  }
})();`;
}
