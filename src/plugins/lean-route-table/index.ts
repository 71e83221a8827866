/**
 * Docusaurus puts the whole route table in main.js, which every page loads:
 * routes.js, routesChunkNames.json and registry.js, three entries per page.
 * With 400 API reference pages that is most of the table. In the browser
 * bundle only, this plugin:
 * - moves the routes under each `lazySubtrees` path (all but its index page),
 *   with the chunk names and registry entries only they use, into a chunk of
 *   their own (tableLoader.cjs, routeTable.cjs);
 * - swaps Docusaurus's client `preload` for one that loads that chunk before a
 *   page under the path hydrates or is navigated to (preload.ts), and its
 *   `window.docusaurus` for one whose link prefetching reads the table through
 *   an index instead of scanning it per link (docusaurus.ts);
 * - empties each registry entry's module path, which only server rendering
 *   reads (react-loadable reports it to collect the chunks a page needs).
 * Server rendering keeps the full table, so every page is still rendered and
 * link-checked as before.
 */
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {moduleReplacement} from '../moduleReplacement';

export type LeanRouteTableOptions = {
  /** Route base paths, relative to the locale's base URL (e.g. `api`). */
  lazySubtrees: string[];
};

const LOADER = path.join(__dirname, 'tableLoader.cjs');
/** @docusaurus/core's client module `name`, as the bundler resolves it. */
const clientModule = (name: string) => new RegExp(`[\\\\/]@docusaurus[\\\\/]core[\\\\/]lib[\\\\/]client[\\\\/]${name}\\.js$`);
const GENERATED = /[\\/]\.docusaurus[\\/]/.source;

function leanRouteTablePlugin(context: LoadContext, options: LeanRouteTableOptions): Plugin {
  const prefixes = options.lazySubtrees.map((subtree) => `${context.baseUrl}${subtree.replace(/^\/|\/$/g, '')}/`);
  const rule = (file: string, target: string) => ({
    test: new RegExp(`${GENERATED}${file.replace('.', '\\.')}$`),
    use: [{loader: LOADER, options: {target, prefixes}}],
  });
  return {
    name: 'lean-route-table',
    configureWebpack(config, isServer, utils) {
      if (isServer) return {};
      // docusaurus.ts builds a chunk's URL from its name, which named chunk ids make its id;
      // Docusaurus's name-to-URL runtime function (ChunkAssetPlugin's `gca`, read only by the
      // docusaurus.js this plugin replaces) and its map of every chunk leave the runtime.
      config.plugins = (config.plugins ?? []).filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      return {
        optimization: {chunkIds: 'named'},
        module: {
          rules: [rule('routes.js', 'routes'), rule('routesChunkNames.json', 'chunkNames'), rule('registry.js', 'registry')],
        },
        plugins: [
          moduleReplacement(utils, clientModule('preload'), path.join(__dirname, 'preload.ts')),
          moduleReplacement(utils, clientModule('docusaurus'), path.join(__dirname, 'docusaurus.ts')),
        ],
      };
    },
  };
}

export default leanRouteTablePlugin as unknown as PluginModule;
