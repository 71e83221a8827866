/**
 * A search client with the Algolia client's `search` method, answered in the
 * browser from this site's own index files (src/plugins/local-search). The
 * index loads on first use (or `preload`); its code is a chunk of its own,
 * so no page pays for it before the reader reaches for the search.
 */
import type {LoadedIndex} from './engine';
import type {SearchRequest} from './algoliaResponse';

export type LocalSearchClient = {
  search: (requests: {requests: SearchRequest[]} | SearchRequest[]) => Promise<{results: unknown[]}>;
  /** Starts loading the index (on hover or focus of the search button). */
  preload: () => void;
};

/** Thrown when `npm start` serves the site: the index exists only in a build. */
export class IndexNotBuiltError extends Error {}

/** Keystrokes closer together than this search once, for the last one. */
const DEBOUNCE_MS = 40;

type Engine = {indexes: LoadedIndex[]; answer: typeof import('./algoliaResponse').answer};

export function createLocalSearchClient({baseUrl, siteUrl, development}: {baseUrl: string; siteUrl: string; development: boolean}): LocalSearchClient {
  let engine: Promise<Engine> | undefined;
  const load = (): Promise<Engine> => {
    if (development) return Promise.reject(new IndexNotBuiltError('The search index is written by `npm run build`.'));
    engine ??= (async () => {
      const [{loadIndex, INDEX_FILES}, {answer}] = await Promise.all([import('./engine'), import('./algoliaResponse')]);
      const files = await Promise.all(
        Object.values(INDEX_FILES).map(async (file) => {
          // Revalidated on each load: the file name is the same from one build to the next.
          const response = await fetch(`${baseUrl}${file}`, {cache: 'no-cache'});
          if (!response.ok) throw new Error(`${file}: HTTP ${response.status}`);
          return loadIndex(await response.json());
        }),
      );
      return {indexes: files, answer};
    })();
    // A failed load is tried again on the next search, not remembered.
    engine.catch(() => {
      engine = undefined;
    });
    return engine;
  };

  let latest: Promise<{results: unknown[]}> | undefined;
  let sequence = 0;
  const search: LocalSearchClient['search'] = (input) => {
    const ticket = ++sequence;
    const own = (async () => {
      const loaded = load();
      await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS));
      // A newer keystroke came in: answer with its results, not with work of our own.
      if (ticket !== sequence && latest) return latest;
      const {indexes, answer} = await loaded;
      const requests = Array.isArray(input) ? input : (input?.requests ?? []);
      return {results: requests.map((request) => answer(indexes, request, siteUrl, baseUrl))};
    })();
    latest = own;
    return own;
  };

  return {
    search,
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
