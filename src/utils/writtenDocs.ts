/**
 * The site map (sidebars, redirects) names every page the site will have.
 * Pages land one hub at a time, so the build keeps only entries whose page
 * exists: an entry switches on by itself when its Markdown file lands.
 */
import fs from 'node:fs';
import path from 'node:path';

export const DOCS_DIR = path.resolve(__dirname, '../../docs');

const DOC_EXTENSIONS = ['.md', '.mdx'];

/**
 * Pages a site plugin writes at every build (in English and Japanese). They
 * count as written before their first build, and are not hand-written pages.
 */
export const GENERATED_DOCS = [
  'blueprints/steps/index',
  'blueprints/v2/reference',
  'developers/local-development/cli-reference',
  'contributing/translation-status',
];

/** The Markdown file of a doc id in a docs folder (`.md` or `.mdx`), if there is one. */
export function docFile(docsDir: string, docId: string): string | undefined {
  return DOC_EXTENSIONS.map((ext) => path.join(docsDir, docId + ext)).find((file) => fs.existsSync(file));
}

/** True when `docs/<id>.md(x)` exists or the page is generated at build time. */
export function isDocWritten(docId: string, docsDir: string = DOCS_DIR): boolean {
  return GENERATED_DOCS.includes(docId) || docFile(docsDir, docId) !== undefined;
}

/** Doc ids of every page of the site: the hand-written ones and the generated ones. */
export function siteDocIds(docsDir: string = DOCS_DIR): string[] {
  return [...listDocIds(docsDir), ...GENERATED_DOCS].sort();
}

/** Doc ids of every hand-written Markdown file under `docsDir` (`about/index`, `quick-start-guide`, ...). */
export function listDocIds(docsDir: string = DOCS_DIR): string[] {
  const ids: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('_')) walk(full);
      } else if (DOC_EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.startsWith('_')) {
        const id = path.relative(docsDir, full).replace(/\.mdx?$/, '').split(path.sep).join('/');
        if (!GENERATED_DOCS.includes(id)) ids.push(id);
      }
    }
  };
  walk(docsDir);
  return ids.sort();
}

/**
 * Route of a doc id under the docs root (no base path, no locale):
 * `index` -> `/`, `about/index` -> `/about`, `about/build` -> `/about/build`.
 */
export function docIdToRoute(docId: string): string {
  const route = `/${docId}`.replace(/\/index$/, '');
  return route === '' ? '/' : route;
}

/** Routes of every page of the site, generated pages included. */
export function writtenRoutes(docsDir: string = DOCS_DIR): Set<string> {
  return new Set(siteDocIds(docsDir).map(docIdToRoute));
}
