/**
 * The site's own search index: after each locale's build, every docs page's
 * HTML is read into section records (src/search/records.ts) and indexed
 * (src/search/engine.ts). Two files per locale, beside the locale's
 * index.html: the guides' index, and the API reference's, which the browser
 * loads in parallel and searches together. Nothing is written in `npm start`.
 *
 * When a deployment searches Algolia instead, no index is written and the
 * navbar's search bar module is swapped for the Algolia one, so that pages
 * carry the code of one source only.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin, PluginModule} from '@docusaurus/types';
import {replacementConfig} from '../moduleReplacement';
import type {SearchSettings} from '../../config/search';
import {pageRecord, type PageRecord} from '../../search/records';
import {buildIndex} from '../../search/engine';
import {INDEX_FILES, type IndexShard} from '../../search/indexFiles';

/** The HTML file the build wrote for a route, if any (`/x/` → x/index.html, `/x` → x/index.html or x.html). */
function htmlFile(outDir: string, relative: string): string | undefined {
  const trimmed = relative.replace(/\/$/, '');
  const candidates = trimmed === '' ? ['index.html'] : [`${trimmed}/index.html`, `${trimmed}.html`];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => fs.existsSync(file));
}

/** Which file a page's records go to. */
export function shardOf(page: PageRecord): IndexShard {
  return page.tag.startsWith('docs-api-') ? 'api' : 'docs';
}

// Matches the import (`./sourceSearchBar`) as well as the resolved file, whichever the bundler tests.
export const SEARCH_BAR_OF_SOURCE = /(^|[\\/])sourceSearchBar(\.ts)?$/;
const ALGOLIA_SEARCH_BAR = path.resolve(__dirname, '../../theme/SearchBar/AlgoliaSearchBar.tsx');

export type LocalSearchOptions = {source: SearchSettings['source']};

type CacheConfig = {version?: string} & Record<string, unknown>;

/**
 * The bundler's persistent cache, apart for each source: its key knows the
 * config file, not the DOCSEARCH_* variables, so a build for Algolia after a
 * build for the local index would reuse the local search bar from the cache.
 */
export function cacheOfSource(config: {cache?: unknown; experiments?: {cache?: unknown}}, source: string): object {
  const withSource = (cache: unknown) => {
    const settings = cache as CacheConfig;
    return {...settings, version: `${settings.version ?? ''}-search-${source}`};
  };
  // Rspack keeps its persistent cache settings under experiments.cache, webpack under cache.
  if (typeof config.experiments?.cache === 'object' && config.experiments.cache) return {experiments: {cache: withSource(config.experiments.cache)}};
  if (typeof config.cache === 'object' && config.cache) return {cache: withSource(config.cache)};
  return {};
}

function localSearchPlugin(_context: LoadContext, {source}: LocalSearchOptions): Plugin {
  return {
    name: 'local-search',
    configureWebpack(config, _isServer, utils) {
      return {
        ...(source === 'algolia'
          ? replacementConfig(utils, [
              {
                kind: 'module',
                owner: 'local-search',
                test: SEARCH_BAR_OF_SOURCE,
                replacement: ALGOLIA_SEARCH_BAR,
                dependsOn: "this site's src/theme/SearchBar/index.tsx importing ./sourceSearchBar",
              },
            ])
          : {}),
        ...cacheOfSource(config as Parameters<typeof cacheOfSource>[0], source),
      };
    },
    async postBuild({outDir, routesPaths, baseUrl}) {
      if (source !== 'local') return;
      const started = Date.now();
      const pages: PageRecord[] = [];
      for (const route of [...new Set(routesPaths)].sort()) {
        if (!route.startsWith(baseUrl)) continue;
        const relative = route.slice(baseUrl.length);
        const file = htmlFile(outDir, relative);
        if (!file) continue;
        const page = pageRecord(fs.readFileSync(file, 'utf8'), relative.replace(/\/$/, ''));
        if (page) pages.push(page);
      }
      if (pages.length === 0) throw new Error(`local-search: no docs page found under ${outDir}`);
      const sizes: string[] = [];
      for (const shard of Object.keys(INDEX_FILES) as IndexShard[]) {
        const json = JSON.stringify(buildIndex(pages.filter((page) => shardOf(page) === shard)));
        fs.writeFileSync(path.join(outDir, INDEX_FILES[shard]), json);
        sizes.push(`${INDEX_FILES[shard]} ${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB`);
      }
      console.log(`[local-search] ${pages.length} pages indexed in ${((Date.now() - started) / 1000).toFixed(1)} s: ${sizes.join(', ')}`);
    },
  };
}

// Docusaurus types plugin options as unknown; the config passes LocalSearchOptions.
export default localSearchPlugin as unknown as PluginModule;
