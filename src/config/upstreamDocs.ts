/**
 * Which page of this site translates which source page of upstream's docs
 * (WordPress/wordpress-playground, packages/docs/site/docs/). The WordPress.org
 * handbook imports upstream's pages by these source paths and links each one
 * to its translations from `translation-availability.json`, so that file is
 * keyed by them (src/plugins/translation-availability). Where upstream's
 * Docusaurus route differs from this site's, the upstream route redirects here.
 */
import {docIdToRoute} from '../utils/writtenDocs';

export type UpstreamDoc = {
  /** Upstream source file, relative to packages/docs/site/docs/. */
  source: string;
  /** This site's doc id for the same page. */
  doc: string;
  /** Upstream's route (its `slug`), when it is not this page's own route. */
  route?: string;
};

const main = (doc: string, file = doc): UpstreamDoc => ({source: `main/${file}.md`, doc});

const ARCHITECTURE_FILES = [
  'index:01-index',
  'wasm-php-overview:02',
  'wasm-php-compiling:03',
  'wasm-php-javascript-module:04',
  'wasm-php-filesystem:05',
  'php-wasm-packages:06',
  'wasm-asyncify:07',
  'browser-concepts:08',
  'browser-tab-orchestrates-execution:09',
  'browser-iframe-rendering:10',
  'browser-php-worker-threads:11',
  'browser-service-workers:12',
  'browser-scopes:13',
  'browser-cross-process-communication:14',
  'wordpress:15',
  'wordpress-database:16',
  'browser-wordpress:17',
  'host-your-own-playground:18',
  'isomorphic-packages:19',
].map((entry): UpstreamDoc => {
  const [slug, number] = entry.split(':');
  const file = slug === 'index' ? number : `${number}-${slug}`;
  return {source: `developers/23-architecture/${file}.md`, doc: `developers/architecture/${slug}`};
});

const JAVASCRIPT_API_FILES: UpstreamDoc[] = [
  ['index', '01-index'],
  ['html-vs-remote-html', '02-index-html-vs-remote-html', '/developers/apis/javascript-api/-html-vs-remote-html'],
  ['playground-api-client', '03-playground-api-client'],
  ['blueprint-json-in-api-client', '04-blueprint-json-in-api-client'],
  ['blueprint-functions-in-api-client', '05-blueprint-functions-in-api-client'],
  ['mount-data', '06-mount-data'],
  ['php-extensions', '07-php-extensions'],
  ['build-php-extensions', '08-build-php-extensions'],
  ['php-extension-dependencies', '09-php-extension-dependencies'],
].map(([slug, file, route]) => ({
  source: `developers/06-apis/javascript-api/${file}.md`,
  doc: `developers/apis/javascript-api/${slug}`,
  ...(route ? {route} : {}),
}));

export const UPSTREAM_DOCS: UpstreamDoc[] = [
  main('index', 'intro'),
  main('quick-start-guide'),
  main('web-instance'),
  main('troubleshooting'),
  ...['index', 'build', 'test', 'launch'].map((page) => main(`about/${page}`)),
  ...[
    'index',
    'playground-for-everyone',
    'for-plugin-developers',
    'for-theme-developers',
    'phpunit-testing',
    'e2e-testing-with-playwright',
    'github-action-pr-preview',
    'providing-content-for-your-demo',
    'import-content-with-blueprints',
    'programmatic-playground-cli',
    'static-site-generator',
    'php-code-snippets',
    'php-frameworks',
    'wordpress-native-ios-app',
    'agent-skill-wp-playground',
    'ai-assistants-mcp',
  ].map((page) => main(`guides/${page}`)),
  ...[
    'index',
    'code',
    'coding-standards',
    'contributor-day',
    'contributor-badge',
    'documentation',
    'github-ui',
    'translations',
    'releases',
  ].map((page) => main(`contributing/${page}`)),
  main('contributing/table-lead-guide', 'contributing/contributor-day-table-lead'),
  main('resources'),
  main('changelog'),

  {source: 'blueprints/intro.md', doc: 'blueprints/index'},
  {source: 'blueprints/01-index.md', doc: 'blueprints/getting-started'},
  {source: 'blueprints/02-using-blueprints.md', doc: 'blueprints/using-blueprints'},
  {source: 'blueprints/03-data-format.md', doc: 'blueprints/data-format'},
  {source: 'blueprints/04-resources.md', doc: 'blueprints/steps/resources'},
  {source: 'blueprints/05-steps.md', doc: 'blueprints/steps/index'},
  {source: 'blueprints/05-steps-shorthands.md', doc: 'blueprints/steps/shorthands'},
  {source: 'blueprints/06-bundles.md', doc: 'blueprints/bundles'},
  {source: 'blueprints/07-json-api-and-function-api.md', doc: 'blueprints/steps/api-consistency'},
  {source: 'blueprints/08-examples.md', doc: 'blueprints/examples'},
  {source: 'blueprints/09-troubleshoot-and-debug-blueprints.md', doc: 'blueprints/troubleshoot-and-debug'},
  {source: 'blueprints/tutorial/index.md', doc: 'blueprints/tutorial/index'},
  ...[
    '01-what-are-blueprints-what-you-can-do-with-them',
    '02-how-to-load-run-blueprints',
    '03-build-your-first-blueprint',
  ].map((file) => ({source: `blueprints/tutorial/${file}.md`, doc: `blueprints/tutorial/${file.slice(3)}`})),

  {source: 'blueprints/v2/01-index.md', doc: 'blueprints/v2/index'},
  {source: 'blueprints/v2/02-get-started.md', doc: 'blueprints/v2/get-started', route: '/blueprints/v2/blueprints-101/get-started'},
  {source: 'blueprints/v2/03-how-it-works.md', doc: 'blueprints/v2/how-it-works', route: '/blueprints/v2/blueprints-101/how-it-works'},
  {source: 'blueprints/v2/04-run-blueprints.md', doc: 'blueprints/v2/run', route: '/blueprints/v2/blueprints-101/run'},
  {source: 'blueprints/v2/05-resources.md', doc: 'blueprints/v2/data-references', route: '/blueprints/v2/resources'},
  {source: 'blueprints/v2/06-apply-existing-site.md', doc: 'blueprints/v2/apply-to-existing-site'},
  {source: 'blueprints/v2/07-security.md', doc: 'blueprints/v2/security'},
  {source: 'blueprints/v2/08-migrate-from-v1.md', doc: 'blueprints/v2/migrate-from-v1'},
  {source: 'blueprints/v2/09-troubleshooting.md', doc: 'blueprints/v2/troubleshooting'},
  {source: 'blueprints/v2/reference/index.md', doc: 'blueprints/v2/reference'},
  {source: 'blueprints/v2/reference/01-schema.md', doc: 'blueprints/v2/reference', route: '/blueprints/v2/reference/schema'},
  {source: 'blueprints/v2/tutorials/index.md', doc: 'blueprints/v2/tutorials/index'},
  ...['plugin-preview', 'theme-demo', 'bug-reproduction'].map((slug, i) => ({
    source: `blueprints/v2/tutorials/0${i + 1}-${slug}.md`,
    doc: `blueprints/v2/tutorials/${slug}`,
  })),

  {source: 'developers/intro-devs.md', doc: 'developers/index'},
  {source: 'developers/03-build-an-app/01-index.md', doc: 'developers/build-your-first-app'},
  {source: 'developers/05-local-development/intro.md', doc: 'developers/local-development/index'},
  {source: 'developers/05-local-development/01-wp-now.md', doc: 'developers/local-development/wp-now'},
  {source: 'developers/05-local-development/02-vscode-extension.md', doc: 'developers/local-development/vscode-extension'},
  {source: 'developers/05-local-development/03-php-wasm-node.md', doc: 'developers/local-development/php-wasm-node'},
  {source: 'developers/05-local-development/04-wp-playground-cli.md', doc: 'developers/local-development/wp-playground-cli'},
  {source: 'developers/06-apis/01-index.md', doc: 'developers/apis/index'},
  {source: 'developers/06-apis/query-api/01-index.md', doc: 'developers/apis/query-api'},
  {source: 'developers/06-apis/sites-api/01-index.md', doc: 'developers/apis/sites-api'},
  ...JAVASCRIPT_API_FILES,
  {source: 'developers/07-xdebug/01-introduction.md', doc: 'developers/xdebug/index', route: '/developers/xdebug/introduction'},
  {source: 'developers/07-xdebug/02-getting-started.md', doc: 'developers/xdebug/getting-started'},
  {source: 'developers/07-xdebug/03-trace-and-profile.md', doc: 'developers/xdebug/trace-and-profile'},
  ...ARCHITECTURE_FILES,
  {source: 'developers/24-limitations/01-index.md', doc: 'developers/limitations'},
];

/**
 * Upstream routes with no page of their own here, sent to the page that
 * covers them: the v2 crash course's hub (its lessons are pages here), the v1
 * hub, and the v2 reference's parts (one generated page here).
 */
export const UPSTREAM_ONLY_ROUTES: {from: string; to: string}[] = [
  {from: '/blueprints/v2/blueprints-101', to: '/blueprints/v2/get-started'},
  {from: '/blueprints/v1', to: '/blueprints'},
  {from: '/blueprints/v2/reference/additional-steps', to: '/blueprints/v2/reference'},
  {from: '/blueprints/v2/reference/content-and-site-data', to: '/blueprints/v2/reference'},
];

/** Upstream routes that are not this site's route for the same page, redirected to it. */
export function upstreamRouteRedirects(docs: UpstreamDoc[] = UPSTREAM_DOCS): {from: string; to: string}[] {
  const fromDocs = docs
    .filter((entry) => entry.route !== undefined && entry.route !== docIdToRoute(entry.doc))
    .map((entry) => ({from: entry.route as string, to: docIdToRoute(entry.doc)}));
  return [...fromDocs, ...UPSTREAM_ONLY_ROUTES];
}
