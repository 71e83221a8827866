/**
 * Legacy paths of the old documentation (SITE-MAP.md, "Legacy paths").
 * All paths are below the locale's base URL. Entries whose target page is not
 * written yet stay listed; activeRedirects() turns them on once the page exists.
 */
import {ARCHITECTURE_PAGES} from '../config/siteMap';
import {upstreamRouteRedirects} from '../config/upstreamDocs';
import {docIdToRoute} from '../utils/writtenDocs';

export type Redirect = {from: string; to: string};

const TUTORIAL_PAGES = [
  'what-are-blueprints-what-you-can-do-with-them',
  'how-to-load-run-blueprints',
  'build-your-first-blueprint',
];

const JAVASCRIPT_API_PAGES = [
  'html-vs-remote-html',
  'playground-api-client',
  'blueprint-json-in-api-client',
  'blueprint-functions-in-api-client',
  'mount-data',
];

const SITE_MAP_REDIRECTS: Redirect[] = [
  {from: '/apis-overview', to: '/developers/apis'},
  {from: '/playground-apis/api-concepts', to: '/developers/apis'},
  {from: '/start-using', to: '/quick-start-guide'},
  {from: '/overview', to: '/about'},
  {from: '/query-api', to: '/developers/apis/query-api'},
  {from: '/docs/start-here', to: '/'},
  {from: '/links-and-resources', to: '/resources'},
  {from: '/wordcamp-contributor-day', to: '/contributing/contributor-day'},
  {from: '/architecture/index', to: '/developers/architecture'},
  ...ARCHITECTURE_PAGES.map((slug) => ({
    from: `/architecture/${slug}`,
    to: `/developers/architecture/${slug}`,
  })),
  {from: '/blueprints-api/index', to: '/blueprints'},
  {from: '/blueprints-api/steps', to: '/blueprints/steps'},
  ...['data-format', 'examples', 'using-blueprints'].map((slug) => ({
    from: `/blueprints-api/${slug}`,
    to: `/blueprints/${slug}`,
  })),
  {from: '/blueprints-api/resources', to: '/blueprints/steps/resources'},
  {from: '/blueprints-api/steps-shorthands', to: '/blueprints/steps/shorthands'},
  {from: '/blueprints-api/json-api-and-function-api', to: '/blueprints/steps/api-consistency'},
  {from: '/blueprints-api/troubleshoot-and-debug-blueprints', to: '/blueprints/troubleshoot-and-debug'},
  {
    from: '/blueprints-api/blueprint-101/troubleshoot-debug-blueprints',
    to: '/blueprints/troubleshoot-and-debug',
  },
  {from: '/blueprints-api/blueprint-101', to: '/blueprints/tutorial'},
  ...TUTORIAL_PAGES.map((slug) => ({
    from: `/blueprints-api/blueprint-101/${slug}`,
    to: `/blueprints/tutorial/${slug}`,
  })),
  {from: '/build-your-first-app', to: '/developers/build-your-first-app'},
  {from: '/limitations', to: '/developers/limitations'},
  {from: '/javascript-api/index', to: '/developers/apis/javascript-api'},
  ...JAVASCRIPT_API_PAGES.map((slug) => ({
    from: `/javascript-api/${slug}`,
    to: `/developers/apis/javascript-api/${slug}`,
  })),
  {from: '/javascript-api/index-html-vs-remote-html', to: '/developers/apis/javascript-api/html-vs-remote-html'},
  {
    from: '/developers/apis/javascript-api/-html-vs-remote-html',
    to: '/developers/apis/javascript-api/html-vs-remote-html',
  },
  ...['php-wasm-node', 'vscode-extension', 'wp-now'].map((slug) => ({
    from: `/local-development/${slug}`,
    to: `/developers/local-development/${slug}`,
  })),
  {from: '/contributing/index', to: '/contributing'},
];

/** The site map's legacy paths, then upstream's current routes for pages served here under another route (src/config/upstreamDocs.ts). */
export const LEGACY_REDIRECTS: Redirect[] = [
  ...SITE_MAP_REDIRECTS,
  ...upstreamRouteRedirects().filter((redirect) => !SITE_MAP_REDIRECTS.some((known) => known.from === redirect.from)),
];

/** Split the list into redirects whose target exists and those still waiting for their page. */
export function partitionRedirects(
  existingRoutes: ReadonlySet<string>,
  redirects: Redirect[] = LEGACY_REDIRECTS,
): {active: Redirect[]; waiting: Redirect[]} {
  const active: Redirect[] = [];
  const waiting: Redirect[] = [];
  for (const redirect of redirects) {
    (existingRoutes.has(redirect.to) ? active : waiting).push(redirect);
  }
  return {active, waiting};
}

/**
 * The redirects to hand to the redirect plugin: those whose page exists, each
 * pointing at the page's real URL. An index page (`about/index.md`) is served
 * at `/about/`; the plugin rejects `/about` once `/docs/about/` also points there.
 */
export function activeRedirects(docIds: string[]): Redirect[] {
  const indexRoutes = new Set(docIds.filter((id) => id.endsWith('/index')).map(docIdToRoute));
  return partitionRedirects(new Set(docIds.map(docIdToRoute))).active.map((r) =>
    indexRoutes.has(r.to) ? {...r, to: `${r.to}/`} : r,
  );
}

/** `/docs/P` answers for every current path P (SITE-MAP.md). */
export function docsPrefixRedirect(existingPath: string): string[] | undefined {
  const isPage = !existingPath.endsWith('.html') && !existingPath.startsWith('/_dogfooding');
  const isDocsAlias = existingPath === '/docs' || existingPath.startsWith('/docs/');
  if (!isPage || isDocsAlias) return undefined;
  return [existingPath === '/' ? '/docs' : `/docs${existingPath}`];
}
