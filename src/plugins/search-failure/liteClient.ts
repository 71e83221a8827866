/**
 * `algoliasearch/lite` for the browser bundle: the local index's client when
 * the site searches its own pages, and failed searches announced
 * as a `SEARCH_FAILURE_EVENT` on window (detail: true on failure, false on
 * success). A failure resolves to empty results: the theme's search helper
 * would otherwise throw an unhandled "error" event.
 */
import {liteClient as originalLiteClient} from 'algoliasearch/dist/lite/builds/browser.js';
import siteConfig from '@generated/docusaurus.config';
import {isLocalSearch} from '../../config/search';
import {createLocalSearchClient} from '../../search/localClient';

export * from 'algoliasearch/dist/lite/builds/browser.js';

export const SEARCH_FAILURE_EVENT = 'docs:search-failure';

const announce = (failed: boolean) => window.dispatchEvent(new CustomEvent(SEARCH_FAILURE_EVENT, {detail: failed}));

export const liteClient: typeof originalLiteClient = (...args) => {
  // The search page on the site's own index: same page, another source.
  const client = isLocalSearch(args[0])
    ? (createLocalSearchClient({baseUrl: siteConfig.baseUrl, siteUrl: siteConfig.url, development: process.env.NODE_ENV === 'development'}) as unknown as ReturnType<typeof originalLiteClient>)
    : originalLiteClient(...args);
  const search = client.search.bind(client);
  client.search = (async (...searchArgs: Parameters<typeof search>) => {
    try {
      const result = await search(...searchArgs);
      announce(false);
      return result;
    } catch {
      announce(true);
      const requests = (Array.isArray(searchArgs[0]) ? searchArgs[0] : (searchArgs[0] as {requests?: unknown[]})?.requests) ?? [];
      return {results: requests.map(() => ({hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, exhaustiveNbHits: true, query: '', params: ''}))} as unknown as Awaited<ReturnType<typeof search>>;
    }
  }) as typeof client.search;
  return client;
};
