/**
 * `algoliasearch/lite` for the browser bundle, with failed searches announced
 * as a `SEARCH_FAILURE_EVENT` on window (detail: true on failure, false on
 * success). A failure resolves to empty results: the theme's search helper
 * would otherwise throw an unhandled "error" event.
 */
import {liteClient as originalLiteClient} from 'algoliasearch/dist/lite/builds/browser.js';

export * from 'algoliasearch/dist/lite/builds/browser.js';

export const SEARCH_FAILURE_EVENT = 'docs:search-failure';

const announce = (failed: boolean) => window.dispatchEvent(new CustomEvent(SEARCH_FAILURE_EVENT, {detail: failed}));

export const liteClient: typeof originalLiteClient = (...args) => {
  const client = originalLiteClient(...args);
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
