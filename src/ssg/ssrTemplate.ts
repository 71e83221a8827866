/**
 * The page shell Docusaurus renders every static page into. It differs from
 * the default shell in one way: the JavaScript of the page is requested once
 * the browser has shown the server-rendered HTML (its first contentful paint),
 * not while it is still parsing. On a slow phone the scripts no longer compete
 * with the stylesheet for bandwidth, nor run before the first paint; the page
 * is readable first and interactive right after. Without paint timing, the
 * scripts follow the first animation frame; a page opened in a background tab,
 * which paints nothing, starts loading at once.
 */
export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script>(function(){
      var scripts = <%~ JSON.stringify(it.scripts.map(function (s) { return it.baseUrl + s; })) %>;
      function load() {
        scripts.forEach(function (src) {
          var s = document.createElement('script');
          s.src = src;
          s.async = false;
          document.head.appendChild(s);
        });
      }
      var started = false;
      function start() {
        if (!started) { started = true; load(); }
      }
      if (document.visibilityState === 'hidden') return start();
      var paintTiming = window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0;
      if (paintTiming) {
        new PerformanceObserver(function (list, observer) {
          list.getEntries().forEach(function (entry) {
            if (entry.name === 'first-contentful-paint') { observer.disconnect(); start(); }
          });
        }).observe({type: 'paint', buffered: true});
      }
      // The fallback, and a bound on the wait should the paint entry never come.
      requestAnimationFrame(function () { setTimeout(start, paintTiming ? 1000 : 0); });
    })();</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
