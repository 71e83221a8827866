/**
 * A search client with the Algolia client's `search` method, answered in the
 * browser from this site's own index files (src/plugins/local-search). The
 * index loads on first use (or `preload`) into a Web Worker (searchWorker.ts),
 * which also runs the searches; where workers are missing, a chunk of this
 * thread does. No page pays for any of it before the reader reaches for the search.
 */
import type {SearchRequest} from './algoliaResponse';
import type {WorkerRequest, WorkerResponse} from './searchWorker';
import {INDEX_FILES} from './indexFiles';
import {INDEX_NOT_BUILT, SEARCH_ANSWERED_EVENT} from './events';

export type LocalSearchClient = {
  search: (requests: {requests: SearchRequest[]} | SearchRequest[]) => Promise<{results: {query: string}[]}>;
  /** Starts loading the index (on hover or focus of the search button). */
  preload: () => void;
};

/** Thrown when `npm start` serves the site: the index exists only in a build. Told apart by name (see isIndexNotBuilt). */
export class IndexNotBuiltError extends Error {
  override name = INDEX_NOT_BUILT;
}


/** Keystrokes closer together than this search once, for the last one. */
const DEBOUNCE_MS = 40;

type Results = {query: string}[];
type Engine = {answer: (requests: SearchRequest[]) => Promise<Results>};
type Site = {baseUrl: string; siteUrl: string};

/** The engine in a worker: resolves once the worker has loaded the index. */
function workerEngine(urls: string[], site: Site): Promise<Engine> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./searchWorker.ts', import.meta.url));
    const pending = new Map<number, {resolve: (results: Results) => void; reject: (error: Error) => void}>();
    let nextId = 0;
    const fail = (error: Error) => {
      worker.terminate();
      reject(error);
      for (const request of pending.values()) request.reject(error);
      pending.clear();
    };
    worker.onerror = (event) => fail(new Error(`Search worker: ${event.message || 'failed to start'}`));
    worker.onmessage = ({data}: MessageEvent<WorkerResponse>) => {
      if (data.type === 'loaded') {
        resolve({
          answer: (requests) =>
            new Promise((resolveAnswer, rejectAnswer) => {
              const id = ++nextId;
              pending.set(id, {resolve: resolveAnswer, reject: rejectAnswer});
              worker.postMessage({type: 'search', id, requests, ...site} satisfies WorkerRequest);
            }),
        });
      } else if (data.type === 'failed') fail(new Error(data.message));
      else {
        const request = pending.get(data.id);
        pending.delete(data.id);
        if (data.type === 'answer') request?.resolve(data.results);
        else request?.reject(new Error(data.message));
      }
    };
    worker.postMessage({type: 'load', urls} satisfies WorkerRequest);
  });
}

/** The engine on this thread, for browsers without workers. */
async function threadEngine(urls: string[], site: Site): Promise<Engine> {
  const [{fetchIndexes}, {answer}] = await Promise.all([import('./engine'), import('./algoliaResponse')]);
  const indexes = await fetchIndexes(urls);
  return {answer: async (requests) => requests.map((request) => answer(indexes, request, site.siteUrl, site.baseUrl))};
}

export function createLocalSearchClient({baseUrl, siteUrl, development}: Site & {development: boolean}): LocalSearchClient {
  let engine: Promise<Engine> | undefined;
  const load = (): Promise<Engine> => {
    if (development) return Promise.reject(new IndexNotBuiltError('The search index is written by `npm run build`.'));
    if (!engine) {
      const urls = Object.values(INDEX_FILES).map((file) => `${baseUrl}${file}`);
      engine = (typeof Worker === 'function' ? workerEngine : threadEngine)(urls, {baseUrl, siteUrl});
      // A failed load is tried again on the next search, not remembered.
      engine.catch(() => {
        engine = undefined;
      });
    }
    return engine;
  };

  let latest: Promise<{results: Results}> | undefined;
  let sequence = 0;
  const search: LocalSearchClient['search'] = (input) => {
    const ticket = ++sequence;
    const own = (async () => {
      const loaded = load();
      // Awaited below, after the pause: until then a failed load must not count as unhandled.
      loaded.catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, DEBOUNCE_MS));
      // A newer keystroke came in: answer with its results, not with work of our own.
      if (ticket !== sequence && latest) return latest;
      const requests = Array.isArray(input) ? input : (input?.requests ?? []);
      const results = await (await loaded).answer(requests);
      for (const result of results) window.dispatchEvent(new CustomEvent(SEARCH_ANSWERED_EVENT, {detail: result.query}));
      return {results};
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
