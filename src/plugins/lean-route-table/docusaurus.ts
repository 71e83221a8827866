/**
 * Stands in for @docusaurus/core's client `docusaurus.js` (browser bundle only;
 * see index.ts): `window.docusaurus`, whose `prefetch` every Link calls when it
 * scrolls into view. The original, per link, scans every route's chunk names
 * with a regular expression, asks the runtime for each chunk's URL (a call that
 * rebuilt a map of every chunk each time; index.ts removes it) and appends a <link rel="prefetch">
 * per chunk, again for chunks an earlier link already prefetched. A doc page
 * shows about a hundred links at once, so that was one long main-thread task.
 * This version prefetches the same files, once each, from an index built once.
 */
import {matchRoutes} from 'react-router-config';
import routesChunkNames from '@generated/routesChunkNames';
import routes from '@generated/routes';
import prefetchHelper from '@docusaurus/core/lib/client/prefetch';
import preloadHelper from '@docusaurus/core/lib/client/preload';
import flat from '@docusaurus/core/lib/client/flat';
import {pendingSubtree} from './preload';
import type {ChunkNames} from '@docusaurus/types';

/** The bundler's runtime: the public path and a chunk id's file name. With named chunk ids (index.ts) a chunk's name is its id. */
declare const __webpack_require__: {p: string; u(chunkId: string): string};

const fetched = new Set<string>();
const loaded = new Set<string>();
const prefetchedAssets = new Set<string>();

const isSlowConnection = () => {
  const connection = (navigator as Navigator & {connection?: {effectiveType?: string; saveData?: boolean}}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

// Route path → the chunk names of its entries (a key is the path, '-', then a hash).
// Rebuilt when the table grows: preload.ts adds a lazy subtree's names in place.
let indexedKeys = -1;
let chunkNamesByPath = new Map<string, string[]>();
function chunkNamesOf(path: string): string[] {
  const table: Record<string, ChunkNames> = routesChunkNames;
  const found = chunkNamesByPath.get(path);
  if (found) return found;
  const keys = Object.keys(table);
  if (keys.length === indexedKeys) return [];
  indexedKeys = keys.length;
  chunkNamesByPath = new Map();
  for (const key of keys) {
    const routePath = key.replace(/-[^-]+$/, '');
    const names = Object.values(flat(table[key])) as string[];
    chunkNamesByPath.set(routePath, [...(chunkNamesByPath.get(routePath) ?? []), ...names]);
  }
  return chunkNamesByPath.get(path) ?? [];
}

const assetUrl = (chunkName: string) => __webpack_require__.p + __webpack_require__.u(chunkName);

function prefetch(routePath: string): false | Promise<void[]> {
  if (isSlowConnection() || loaded.has(routePath) || fetched.has(routePath)) return false;
  const matches = matchRoutes(routes, routePath);
  // A page in a lazy subtree that has not arrived yet: prefetch it on a later call, once it has.
  if (pendingSubtree(matches)) return false;
  fetched.add(routePath);
  const chunkNames = matches.flatMap((match) => chunkNamesOf(match.route.path!));
  return Promise.all(
    chunkNames.map((chunkName) => {
      const url = assetUrl(chunkName);
      // A chunk merged into another by the bundler has no file of its own (no hash: "name.undefined.js").
      if (!url || url.includes('undefined') || prefetchedAssets.has(url)) return Promise.resolve();
      prefetchedAssets.add(url);
      return prefetchHelper(url);
    }),
  );
}

function preload(routePath: string): false | Promise<unknown> {
  if (isSlowConnection() || loaded.has(routePath)) return false;
  loaded.add(routePath);
  return preloadHelper(routePath);
}

// Mounted on window as is, like the original.
export default Object.freeze({prefetch, preload});
