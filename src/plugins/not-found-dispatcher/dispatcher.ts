/** File name the default locale's own 404 page is moved to. */
export const DEFAULT_LOCALE_404 = '404.default.html';

/**
 * The root 404.html. Plain ES5 so it runs anywhere; the locale pages it loads
 * are the real Docusaurus 404 pages, so the reader gets the full site chrome.
 */
export function notFoundDispatcherHtml({
  siteBaseUrl,
  localePaths,
}: {
  siteBaseUrl: string;
  localePaths: string[];
}): string {
  const base = JSON.stringify(siteBaseUrl);
  const locales = JSON.stringify(localePaths);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>Page not found</title>
<script>
(function () {
  var base = ${base};
  var locales = ${locales};
  var path = window.location.pathname;
  // Spec: a path ending in .html or /index.html is the page without that suffix.
  var stripped = path.replace(/(\\/index)?\\.html$/, '');
  if (stripped !== path && stripped.length >= base.length - 1) {
    window.location.replace((stripped || '/') + window.location.search + window.location.hash);
    return;
  }
  var rest = path.indexOf(base) === 0 ? path.slice(base.length) : '';
  var localePath = null;
  for (var i = 0; i < locales.length; i++) {
    var p = locales[i];
    if (rest === p || rest.indexOf(p + '/') === 0) { localePath = p; break; }
  }
  var page = localePath ? base + localePath + '/404.html' : base + '${DEFAULT_LOCALE_404}';
  fetch(page).then(function (response) {
    if (!response.ok) throw new Error(response.status + ' ' + page);
    return response.text();
  }).then(function (html) {
    document.open();
    document.write(html);
    document.close();
  }).catch(function () {
    document.getElementById('fallback').hidden = false;
  });
})();
</script>
</head>
<body>
<main id="fallback" hidden>
<h1>Page not found</h1>
<p><a href="${siteBaseUrl}">WordPress Playground documentation</a></p>
</main>
<noscript><h1>Page not found</h1><p><a href="${siteBaseUrl}">WordPress Playground documentation</a></p></noscript>
</body>
</html>
`;
}
