/**
 * The site's own search index: after each locale's build, every docs page's
 * HTML is read into section records (src/search/records.ts) and indexed
 * (src/search/engine.ts). Two files per locale, beside the locale's
 * index.html: the guides' index, and the API reference's, which the browser
 * loads in parallel and searches together. Nothing is written in `npm start`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {pageRecord, type PageRecord} from '../../search/records';
import {buildIndex, INDEX_FILES, type IndexShard} from '../../search/engine';

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

export default function localSearchPlugin(): Plugin {
  return {
    name: 'local-search',
    async postBuild({outDir, routesPaths, baseUrl}) {
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
