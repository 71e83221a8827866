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
import {replacementConfig, type Replacement} from '../moduleReplacement';

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
      const plugins = config.plugins ?? [];
      if (!plugins.some((plugin) => plugin?.constructor.name === 'ChunkAssetPlugin')) {
        throw new Error(
          "[lean-route-table] Docusaurus's ChunkAssetPlugin (@docusaurus/bundler) is not in the client bundle's plugins any more; " +
            'docusaurus.ts replaces what it added. Check what builds chunk URLs now, and update or remove the replacement.',
        );
      }
      config.plugins = plugins.filter((plugin) => plugin?.constructor.name !== 'ChunkAssetPlugin');
      const rules = [rule('routes.js', 'routes'), rule('routesChunkNames.json', 'chunkNames'), rule('registry.js', 'registry')];
      const replacements: Replacement[] = [
        ...(['preload', 'docusaurus'] as const).map((name) => ({
          kind: 'module' as const,
          owner: 'lean-route-table',
          test: clientModule(name),
          replacement: path.join(__dirname, `${name}.ts`),
          dependsOn: `@docusaurus/core/lib/client/${name}.js`,
        })),
        ...rules.map((generated) => ({
          kind: 'rule' as const,
          owner: 'lean-route-table',
          test: generated.test,
          dependsOn: `the file Docusaurus generates in .docusaurus/ that ${generated.test} names`,
        })),
      ];
      return {
        optimization: {chunkIds: 'named'},
        module: {rules},
        ...replacementConfig(utils, replacements),
      };
    },
  };
}

export default leanRouteTablePlugin as unknown as PluginModule;
