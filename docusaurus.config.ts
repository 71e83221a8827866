import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as IdealImageOptions} from '@docusaurus/plugin-ideal-image';
import type {Options as ClientRedirectsOptions} from '@docusaurus/plugin-client-redirects';
import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';

import {
  ANNOUNCEMENT_BAR_ID,
  API_DOCS_DIR,
  BASE_URL,
  REPOSITORY_URL,
  docsRepository,
  SITE_URL,
} from './src/config/site';
import {DEFAULT_LOCALE, LOCALES, LOCALE_CONFIGS, OPEN_GRAPH_LOCALES, localeUrlPrefix, type Locale} from './src/config/locales';
import {searchResultRouting, searchSettings} from './src/config/search';
import {activeRedirects, docsPrefixRedirect} from './src/redirects/legacyRedirects';
import {docIdToRoute, siteDocIds} from './src/utils/writtenDocs';
import {editUrl} from './src/utils/editLinks';
import sidebars from './sidebars';
import {darkCodeTheme, lightCodeTheme} from './src/config/codeThemes';
import remarkJoinJapaneseLines from './src/remark/joinJapaneseLines';
import remarkTranslationNotice from './src/remark/translationNotice';
import remarkPhpExamples from './src/remark/phpExamples';
import preHydrationGuardsPlugin from './src/plugins/pre-hydration-guards';
import dogfoodingPlugin from './src/plugins/dogfooding';
import notFoundDispatcherPlugin from './src/plugins/not-found-dispatcher';
import apiReferencePlugin from './src/plugins/api-reference';
import rehypeApiSections from './src/rehype/apiSections';
import leanRouteTablePlugin, {type LeanRouteTableOptions} from './src/plugins/lean-route-table';
import blueprintStepsPlugin from './src/plugins/blueprint-steps';
import cliReferencePlugin from './src/plugins/cli-reference';
import searchFailurePlugin from './src/plugins/search-failure';
import localSearchPlugin, {type LocalSearchOptions} from './src/plugins/local-search';
import docsLeanVersion from './src/plugins/docs-lean-version';
import llmsTxtPlugin from './src/plugins/llms-txt';
import leanPrismPlugin from './src/plugins/lean-prism';
import docsLeanClientPlugin from './src/plugins/docs-lean-client';
import hydrationTransitionsPlugin from './src/plugins/hydration-transitions';
import translationAvailabilityPlugin from './src/plugins/translation-availability';
import translationStatusPlugin from './src/plugins/translation-status';
import phpRuntimePlugin from './src/plugins/php-runtime';
import socialCardsPlugin, {SITE_CARD, cardImageForSource} from './src/plugins/social-cards';
import {CARD_HEIGHT, CARD_WIDTH} from './src/plugins/social-cards/renderCard';
import {ssrTemplate} from './src/ssg/ssrTemplate';
import {buildCommit, hasFullHistory} from './src/utils/gitHistory';

// Docusaurus loads this file once per locale and sets the locale being built.
const currentLocale = process.env.DOCUSAURUS_CURRENT_LOCALE ?? DEFAULT_LOCALE;
const isJapanese = currentLocale === 'ja';

const hasSidebar = (id: string): boolean => id in sidebars;
// One walk of docs/ serves the footer links and the redirects.
const docIds = siteDocIds();
const routes = new Set(docIds.map(docIdToRoute));
// Footer entries for hubs that are not written yet stay out until their page lands.
const docsFooterLinks = [
  {label: 'Documentation', to: '/'},
  {label: 'Quick start guide', to: '/quick-start-guide'},
  {label: 'Blueprints', to: '/blueprints'},
  {label: 'Developers', to: '/developers'},
  {label: 'API Reference', to: '/api'},
  {label: 'Playground web instance', to: '/web-instance'},
].filter((link) => routes.has(link.to) || link.to === '/api');

const announcementContent = isJapanese
  ? 'このサイトは WordPress Playground の日本語ドキュメントです。誤りや分かりにくい箇所は <a target="_blank" rel="noopener noreferrer" href="https://github.com/WordPress/wordpress-playground/issues">GitHub の Issue</a> で教えてください。'
  : 'This is the documentation of WordPress Playground. Found a mistake or something unclear? Tell us in a <a target="_blank" rel="noopener noreferrer" href="https://github.com/WordPress/wordpress-playground/issues">GitHub issue</a>.';

// The default docs instance: every page outside the API reference.
const defaultDocsOptions = {
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  remarkPlugins: [remarkJoinJapaneseLines, remarkPhpExamples, ...(isJapanese ? [remarkTranslationNotice] : [])],
  // This repository's own file behind the page (src/utils/editLinks.ts).
  editUrl,
  // "Last updated" from git (future.experimental_vcs below says when git can tell).
  showLastUpdateTime: true,
  lastVersion: 'current',
  versions: {
    current: {label: 'Latest', path: ''},
  },
} satisfies DocsOptions;

const search = searchSettings();

const config: Config = {
  title: 'WordPress Playground',
  tagline: isJapanese ? 'ブラウザーで動く WordPress。わずか5秒で。' : 'WordPress in your browser. In 5 seconds.',
  favicon: 'img/favicon.svg',
  url: SITE_URL,
  baseUrl: BASE_URL,
  organizationName: 'WordPress',
  projectName: 'wordpress-playground',

  future: {
    v4: true,
    faster: true,
    // Page dates from the whole history at once; a shallow clone (or no git) gives pages no date instead of
    // the clone's date, and `npm start` shows the real dates, not Docusaurus's made-up development ones.
    experimental_vcs: hasFullHistory(__dirname) ? 'git-eager' : 'disabled',
  },
  // Spec §9 wants the plain storage keys (`theme`), which future.v4 would namespace.
  storage: {type: 'localStorage', namespace: false},

  ssrTemplate,
  // "Was this page helpful?" opens an issue in this site's repository, naming the commit built (src/components/PageFeedback).
  customFields: {feedback: {repository: docsRepository().url, commit: buildCommit(__dirname)}},
  onBrokenLinks: 'throw',
  // Beyond the spec: a link to a missing heading is a broken link too.
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  themes: ['@docusaurus/theme-mermaid'],
  markdown: {
    // Diagrams are drawn in ```mermaid code blocks, so their labels are translated with the page.
    mermaid: true,
    // future.v4 turns MDX 1 compatibility off; the docs keep explicit `## Title {#id}` heading ids.
    mdx1Compat: {headingIds: true, comments: true, admonitions: true},
    // Each doc page's social card (src/plugins/social-cards draws it after the build), unless the page names its own image.
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      const card = cardImageForSource(params.filePath, __dirname);
      if (card && result.frontMatter.image === undefined) result.frontMatter.image = card;
      return result;
    },
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    localeConfigs: LOCALE_CONFIGS,
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped (src/plugins/docs-lean-version).
        docs: false,
        blog: false,
        theme: {
          customCss: './src/css/custom.css',
        },
        sitemap: {
          ignorePatterns: ['/**/_dogfooding/**'],
          // Each page's <lastmod> is its "last updated" date (none when the build has no full history).
          lastmod: 'date',
        },
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    [
      'ideal-image',
      {
        quality: 70,
        max: 1030,
        min: 640,
        steps: 2,
        disableInDev: false,
      } satisfies IdealImageOptions,
    ],
    [
      'client-redirects',
      {
        redirects: activeRedirects(docIds),
        createRedirects: docsPrefixRedirect,
      } satisfies ClientRedirectsOptions,
    ],
    preHydrationGuardsPlugin,
    dogfoodingPlugin,
    notFoundDispatcherPlugin,
    apiReferencePlugin,
    [docsLeanVersion, defaultDocsOptions],
    [
      // The API reference is a docs instance of its own, so its generated sidebar
      // (400 items) loads on API pages only, not with every other doc page.
      docsLeanVersion,
      {
        id: 'api',
        path: API_DOCS_DIR,
        routeBasePath: 'api',
        // Items such as `_SchemaObject` keep their name; no API page is a partial.
        exclude: [],
        sidebarPath: './sidebars-api.ts',
        // Long, flat pages: each h2/h3 part is laid out only near the screen (content-visibility).
        rehypePlugins: [rehypeApiSections],
        versions: {current: {label: 'Latest'}},
        leanGlobalData: true,
      } satisfies DocsOptions & {leanGlobalData: boolean},
    ],
    blueprintStepsPlugin,
    cliReferencePlugin,
    // The public translation page: every page's status and the glossary (after the generators above, whose pages it lists).
    translationStatusPlugin,
    searchFailurePlugin,
    // PHP.wasm for the runnable PHP examples, copied once under the site root for every locale.
    phpRuntimePlugin,
    // The site's own search index, written by each locale's build (unless Algolia serves the search).
    [localSearchPlugin, {source: search.source} satisfies LocalSearchOptions],
    // The API reference's 400 page routes load with the first API page, not in main.js.
    [leanRouteTablePlugin, {lazySubtrees: ['api']} satisfies LeanRouteTableOptions],
    llmsTxtPlugin,
    // Code blocks highlight with only the grammars the site uses (src/prism), not prism-react-renderer's forty.
    leanPrismPlugin,
    // The docs client's active-plugin lookup without the browser's collator (11 ms of a doc page's first render).
    docsLeanClientPlugin,
    // The re-render after hydration (useIsBrowser, the window size) in slices, not one long task.
    hydrationTransitionsPlugin,
    // translation-availability.json: which upstream pages this site translates, for the WordPress.org handbook.
    translationAvailabilityPlugin,
    socialCardsPlugin,
  ],

  themeConfig: {
    // The card of pages that are not docs (search, 404); doc pages have their own.
    image: SITE_CARD,
    metadata: [
      {name: 'twitter:card', content: 'summary_large_image'},
      {property: 'og:type', content: 'website'},
      // Every card, the site's and each page's, is drawn at this size (src/plugins/social-cards).
      {property: 'og:image:width', content: String(CARD_WIDTH)},
      {property: 'og:image:height', content: String(CARD_HEIGHT)},
      // These replace the theme's og:locale tags (react-helmet keeps the last set of each property).
      {property: 'og:locale', content: OPEN_GRAPH_LOCALES[currentLocale as Locale]},
      ...LOCALES.filter((locale) => locale !== currentLocale).map((locale) => ({
        property: 'og:locale:alternate',
        content: OPEN_GRAPH_LOCALES[locale],
      })),
      {property: 'og:site_name', content: isJapanese ? 'WordPress Playground 日本語ドキュメント' : 'WordPress Playground'},
    ],
    mermaid: {
      // Diagrams are drawn at their own size: phones scroll them, wide screens fit them (custom.css).
      options: {flowchart: {useMaxWidth: false}, sequence: {useMaxWidth: false}},
    },
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: ANNOUNCEMENT_BAR_ID,
      content: announcementContent,
      backgroundColor: '#1e3a8a',
      textColor: '#ffffff',
      isCloseable: true,
    },
    algolia: {
      appId: search.appId,
      apiKey: search.apiKey,
      indexName: search.indexName,
      // Local mode: placeholders the theme requires (src/config/search.ts). Both sources filter by the current language and docs tag.
      contextualSearch: true,
      searchPagePath: 'search',
      ...searchResultRouting(localeUrlPrefix(currentLocale as Locale)),
      ...(search.assistantId ? {askAi: {assistantId: search.assistantId}} : {}),
    },
    tableOfContents: {
      minHeadingLevel: 2,
      maxHeadingLevel: 3,
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    navbar: {
      title: 'WordPress Playground',
      hideOnScroll: false,
      logo: {
        // Decorative: the title beside it already names the site (axe image-redundant-alt).
        alt: '',
        src: 'img/logo.svg',
        width: 32,
        height: 32,
      },
      items: [
        {type: 'docSidebar', sidebarId: 'mainSidebar', label: 'Documentation', position: 'left'},
        ...(hasSidebar('blueprintsSidebar')
          ? [{type: 'docSidebar', sidebarId: 'blueprintsSidebar', label: 'Blueprints', position: 'left'} as const]
          : []),
        ...(hasSidebar('developersSidebar')
          ? [{type: 'docSidebar', sidebarId: 'developersSidebar', label: 'Developers', position: 'left'} as const]
          : []),
        // A plain link active on every /api page: the API docs' global data no longer lists each page (docs-lean-version).
        {to: '/api', activeBasePath: 'api', label: 'API Reference', position: 'left'},
        {type: 'localeDropdown', position: 'right'},
        {
          href: REPOSITORY_URL,
          label: 'GitHub',
          position: 'right',
          'aria-label': 'GitHub repository',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Docs',
          items: docsFooterLinks,
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: REPOSITORY_URL},
            {label: 'Slack #playground', href: 'https://wordpress.slack.com/archives/C04EWKGDJ0K'},
            {label: 'WordPress.org', href: 'https://wordpress.org/'},
            // For AI assistants: every page as Markdown (src/plugins/llms-txt). `pathname://` keeps the locale's baseUrl but skips the router.
            {label: 'llms.txt', href: 'pathname:///llms.txt'},
          ],
        },
      ],
      copyright: 'WordPress Playground is free software, licensed under the GPL.',
    },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages: ['bash', 'json', 'php'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
