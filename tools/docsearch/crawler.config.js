// Algolia Crawler configuration for this site's own DocSearch index.
// Paste it into the Crawler editor (dashboard.algolia.com/crawler > your crawler > Editor),
// keeping the appId and apiKey the dashboard already shows: never commit them here.
// See README.md in this folder. Based on DocSearch's "Docusaurus v2 & v3" template.
new Crawler({
  appId: 'YOUR_APP_ID',
  // The crawler's write key (not the public search key the site is built with).
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  // Every locale is a separate Docusaurus build with its own root and sitemap.
  startUrls: [
    'https://wordpress.github.io/wordpress-playground/',
    'https://wordpress.github.io/wordpress-playground/es/',
    'https://wordpress.github.io/wordpress-playground/fr/',
    'https://wordpress.github.io/wordpress-playground/ja/',
    'https://wordpress.github.io/wordpress-playground/pt-BR/',
    'https://wordpress.github.io/wordpress-playground/tl/',
    'https://wordpress.github.io/wordpress-playground/gu/',
  ],
  sitemaps: [
    'https://wordpress.github.io/wordpress-playground/sitemap.xml',
    'https://wordpress.github.io/wordpress-playground/es/sitemap.xml',
    'https://wordpress.github.io/wordpress-playground/fr/sitemap.xml',
    'https://wordpress.github.io/wordpress-playground/ja/sitemap.xml',
    'https://wordpress.github.io/wordpress-playground/pt-BR/sitemap.xml',
    'https://wordpress.github.io/wordpress-playground/tl/sitemap.xml',
    'https://wordpress.github.io/wordpress-playground/gu/sitemap.xml',
  ],
  // The pages are static HTML; no rendering needed.
  renderJavaScript: false,
  // As in the template: extract every page whatever its canonical link says.
  ignoreCanonicalTo: true,
  discoveryPatterns: ['https://wordpress.github.io/wordpress-playground/**'],
  // micromatch patterns. `{,*/}` is the locale prefix: none for English, one segment otherwise.
  exclusionPatterns: [
    // Test pages that exist to crash or stress the theme.
    'https://wordpress.github.io/wordpress-playground/{,*/}_dogfooding{,/**}',
    // The search page has no content of its own (`\\?` is a literal "?", for ?q=...).
    'https://wordpress.github.io/wordpress-playground/{,*/}search{,/**}',
    'https://wordpress.github.io/wordpress-playground/{,*/}search\\?*',
    // Every page has a Markdown twin at <page>.md; index the HTML page only.
    'https://wordpress.github.io/wordpress-playground/**/*.md',
    'https://wordpress.github.io/wordpress-playground/{,*/}llms.txt',
    'https://wordpress.github.io/wordpress-playground/{,*/}llms-full.txt',
    'https://wordpress.github.io/wordpress-playground/{,*/}404.html',
  ],
  // Times are UTC; scheduled crawls must be at least 24 hours apart.
  schedule: 'every 1 day at 3:00 am',
  actions: [
    {
      indexName: 'wordpress-playground-docs',
      pathsToMatch: ['https://wordpress.github.io/wordpress-playground/**'],
      recordExtractor: ({$, helpers}) => {
        // Redirect stubs (/docs/...) and other pages without a doc body: no records.
        if ($('article').length === 0) return [];

        // Not page text: the "#" permalink inside every heading, and the breadcrumbs,
        // whose <li> items inside <article> would otherwise become content records.
        $('.hash-link, .theme-doc-breadcrumbs').remove();

        // Template's order: deepest active sidebar category, else the active navbar item.
        const lvl0 =
          $('.menu__link.menu__link--sublist.menu__link--active, .navbar__item.navbar__link--active')
            .last()
            .text()
            .trim() || 'Documentation';

        // Facet values are attributes (<html lang>, <meta content>): read them here and pass
        // them as raw values (defaultValue). The crawler also copies docsearch:* meta tags
        // on its own; setting them keeps the facets the theme filters on
        // (language:<locale>, docusaurus_tag:<tag>) explicit.
        const meta = (name) => ($(`meta[name="${name}"]`).attr('content') || '').trim();
        const tag = meta('docsearch:docusaurus_tag');
        const facets = {
          lang: ($('html').attr('lang') || '').trim(),
          language: meta('docsearch:language'),
          docusaurus_tag: tag,
          version: meta('docsearch:version')
            .split(',')
            .map((token) => token.trim())
            .filter(Boolean),
        };
        const facetProps = {};
        for (const [name, value] of Object.entries(facets)) {
          if (value.length > 0) facetProps[name] = {defaultValue: value};
        }

        return helpers.docsearch({
          recordProps: {
            lvl0: {selectors: '', defaultValue: lvl0},
            lvl1: ['header h1', 'article h1'],
            lvl2: 'article h2',
            lvl3: 'article h3',
            lvl4: 'article h4',
            lvl5: 'article h5',
            lvl6: 'article h6',
            content: 'article p, article li, article td:last-child',
            ...facetProps,
            // Guides and concepts (docs plugin "default") before the generated API
            // reference (plugin "api", tag docs-api-current): customRanking sorts on
            // desc(weight.pageRank).
            pageRank: tag === 'docs-default-current' ? '1' : '0',
          },
          indexHeadings: true,
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  // Applied on the first crawl only; later changes go through the index's settings
  // in the dashboard. One index serves all seven locales: the site's contextual search
  // filters every query on language:<locale> (from <meta name="docsearch:language">),
  // so each locale sees its own records.
  initialIndexSettings: {
    'wordpress-playground-docs': {
      attributesForFaceting: ['type', 'lang', 'language', 'version', 'docusaurus_tag'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      // Group on the page, not on url (which carries the anchor): one long page cannot
      // fill the results, yet up to three of its sections still show.
      distinct: 3,
      attributeForDistinct: 'url_without_anchor',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      // Japanese has no spaces between words: Algolia segments it with its dictionary
      // only when "ja" is an index language, and a query only when "ja" comes first
      // in queryLanguages.
      indexLanguages: ['ja', 'en'],
      queryLanguages: ['ja', 'en'],
      // Plurals and stop words for English only: set to `true`, they would follow
      // queryLanguages and apply to Japanese queries too.
      ignorePlurals: ['en'],
      removeStopWords: ['en'],
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
});
