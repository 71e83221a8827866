/**
 * Search settings, in one place. By default the navbar search answers from
 * this site's own index, which the build writes (src/plugins/local-search).
 * A deployment with a DocSearch application of its own sets the three
 * DOCSEARCH_* variables (tools/docsearch has the crawler config for this
 * site), and the same search UI asks Algolia instead.
 */
import {BASE_URL, REPOSITORY_URL, SITE_URL} from './site';

export type AlgoliaSettings = {
  appId: string;
  /** Public, search-only key. */
  apiKey: string;
  indexName: string;
  /** Ask AI assistant; the AI question mode is on only when one is configured. */
  assistantId?: string;
};

export type SearchSettings = ({source: 'local'} & AlgoliaSettings) | ({source: 'algolia'} & AlgoliaSettings);

export const SEARCH_ENV = {
  appId: 'DOCSEARCH_APP_ID',
  apiKey: 'DOCSEARCH_API_KEY',
  indexName: 'DOCSEARCH_INDEX_NAME',
  assistantId: 'DOCSEARCH_ASSISTANT_ID',
} as const;

/**
 * What the theme's config gets in local mode: it requires an Algolia app id,
 * key and index name; the search bar and page see this app id and answer from
 * the local index instead (never sent anywhere).
 */
export const LOCAL_SEARCH: AlgoliaSettings = {appId: 'local', apiKey: 'local', indexName: 'wordpress-playground-docs'};

export const isLocalSearch = (appId: string): boolean => appId === LOCAL_SEARCH.appId;

export function searchSettings(env: Record<string, string | undefined> = process.env): SearchSettings {
  const read = (key: keyof AlgoliaSettings) => env[SEARCH_ENV[key]]?.trim() || undefined;
  const [appId, apiKey, indexName] = [read('appId'), read('apiKey'), read('indexName')];
  // Ask AI needs Algolia: an assistant id alone does not switch the source.
  if (!appId || !apiKey || !indexName || isLocalSearch(appId)) return {source: 'local', ...LOCAL_SEARCH};
  const assistantId = read('assistantId');
  return {source: 'algolia', appId, apiKey, indexName, ...(assistantId ? {assistantId} : {})};
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Results of the production index open on the site being browsed (a preview, a
 * local build): the production base path of the locale is cut off, and the theme
 * puts the current site's base URL in front. Other hosts open as external links.
 * (The theme takes `from` as a literal string, not a pattern.)
 */
export function searchResultRouting(localePrefix: string): {
  externalUrlRegex: string;
  replaceSearchResultPathname: {from: string; to: string};
} {
  return {
    externalUrlRegex: `^(?!${escapeRegExp(SITE_URL)}/)`,
    replaceSearchResultPathname: {from: `${BASE_URL}${localePrefix}`, to: '/'},
  };
}

/** A new issue in the repository, pre-filled with the query that found nothing. */
export function missingResultsUrl(query: string): string {
  const title = `Docs search (ja): no results for "${query.trim().slice(0, 200)}"`;
  return `${REPOSITORY_URL}/issues/new?title=${encodeURIComponent(title)}&labels=${encodeURIComponent('[Type] Documentation')}`;
}

/**
 * The DocSearch settings of the second build `npm test` checks (the Algolia
 * path, with Ask AI), whose calls the browser test answers from fixtures.
 */
export const E2E_ALGOLIA_ENV = {
  DOCSEARCH_APP_ID: 'E2EFIXTURE',
  DOCSEARCH_API_KEY: 'e2e-fixture-search-key',
  DOCSEARCH_INDEX_NAME: 'wordpress-playground-docs',
  DOCSEARCH_ASSISTANT_ID: 'e2e-fixture-assistant',
} as const;
