/**
 * Where a doc page's Markdown twin is served (src/plugins/llms-txt writes it):
 * the route + `.md`, an index route's too (`/about/` -> `/about.md`), and
 * `index.md` for the locale's home page. Shared by the build and the page's
 * "view as Markdown" link, so both name the same file.
 */
export function twinPath(permalink: string, baseUrl: string): string {
  return permalink === baseUrl ? `${baseUrl}index.md` : `${permalink.replace(/\/$/, '')}.md`;
}
