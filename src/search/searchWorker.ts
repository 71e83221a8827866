/**
 * The search engine in a Web Worker: loading the index (fetch, parse, rebuild
 * MiniSearch's tree) and each search run here, so typing and scrolling never
 * wait on them, even on a slow phone. localClient.ts talks to it.
 */
import {fetchIndexes, type LoadedIndex} from './engine';
import {answer, type SearchRequest} from './algoliaResponse';

export type WorkerRequest =
  | {type: 'load'; urls: string[]}
  | {type: 'search'; id: number; requests: SearchRequest[]; siteUrl: string; baseUrl: string};

export type WorkerResponse =
  | {type: 'loaded'}
  | {type: 'failed'; message: string}
  | {type: 'answer'; id: number; results: ReturnType<typeof answer>[]}
  | {type: 'search-failed'; id: number; message: string};

const scope = self as unknown as {onmessage: (event: MessageEvent<WorkerRequest>) => void; postMessage: (message: WorkerResponse) => void};

let indexes: LoadedIndex[] | undefined;

scope.onmessage = async ({data}) => {
  if (data.type === 'load') {
    try {
      indexes = await fetchIndexes(data.urls);
      scope.postMessage({type: 'loaded'});
    } catch (error) {
      indexes = undefined;
      scope.postMessage({type: 'failed', message: String(error)});
    }
    return;
  }
  try {
    if (!indexes) throw new Error('The search index is not loaded');
    const loaded = indexes;
    scope.postMessage({type: 'answer', id: data.id, results: data.requests.map((request) => answer(loaded, request, data.siteUrl, data.baseUrl))});
  } catch (error) {
    scope.postMessage({type: 'search-failed', id: data.id, message: String(error)});
  }
};
