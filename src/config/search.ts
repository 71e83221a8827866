/**
 * Search settings, in one place. DocSearch (Algolia) serves the index of the
 * WordPress Playground docs; the key is the public search-only key, safe to ship.
 * Each value can be overridden at build time by an environment variable.
 */
import {BASE_URL, REPOSITORY_URL, SITE_URL} from './site';

export type SearchSettings = {
  appId: string;
  /** Public, search-only key. */
  apiKey: string;
  indexName: string;
  /** Ask AI assistant; the AI question mode is on only when one is configured. */
  assistantId?: string;
};

export const SEARCH_ENV = {
  appId: 'DOCSEARCH_APP_ID',
  apiKey: 'DOCSEARCH_API_KEY',
  indexName: 'DOCSEARCH_INDEX_NAME',
  assistantId: 'DOCSEARCH_ASSISTANT_ID',
} as const;

/** The index the upstream docs use (see the README for how to override). */
const DEFAULTS: SearchSettings = {
  appId: 'EKWQ08DUQS',
  apiKey: '2fcab4cf2c3596e775de8c4ab1fa065e',
  indexName: 'wordpress-playground',
};

export function searchSettings(env: Record<string, string | undefined> = process.env): SearchSettings {
  const pick = (key: keyof SearchSettings) => env[SEARCH_ENV[key]]?.trim() || DEFAULTS[key];
  const settings: SearchSettings = {appId: pick('appId')!, apiKey: pick('apiKey')!, indexName: pick('indexName')!};
  const assistantId = pick('assistantId');
  if (assistantId) settings.assistantId = assistantId;
  return settings;
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
 * The assistant id of the build `npm test` checks, so that the AI question mode
 * is present and its calls (answered from fixtures in the browser test) are exercised.
 */
export const E2E_ASSISTANT_ID = 'e2e-fixture-assistant';
