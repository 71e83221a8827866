/**
 * The page shell Docusaurus renders every static page into. It differs from
 * the default shell in one way: the JavaScript of the page is requested after
 * the browser has painted the server-rendered HTML, not while it is still
 * parsing. On a slow phone the scripts no longer compete with the stylesheet
 * for bandwidth, nor run before the first paint; the page is readable first
 * and interactive right after. A page opened in a background tab, which gets
 * no animation frames, starts loading at once.
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
      if (document.visibilityState === 'hidden') load();
      else requestAnimationFrame(function () { setTimeout(load, 0); });
    })();</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
