/**
 * Whole-site checks over the built Japanese site: every page listed in its
 * sitemap loads without a page error or a console error, and every doc page
 * (not the generated API pages) passes axe with no serious or critical
 * violation, in light and in dark mode.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import {test, expect, waitForHydration} from './fixtures';

const SITEMAP = path.resolve(__dirname, '../../build/ja/sitemap.xml');
const PREFIX = 'https://wordpress.github.io/wordpress-playground/ja/';

function sitemapPaths(): string[] {
  if (!fs.existsSync(SITEMAP)) throw new Error(`No ${SITEMAP}: build the ja site first.`);
  const xml = fs.readFileSync(SITEMAP, 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
    if (!m[1]!.startsWith(PREFIX)) throw new Error(`Unexpected sitemap URL ${m[1]}`);
    return m[1]!.slice(PREFIX.length);
  });
}

const paths = sitemapPaths();
const docPaths = paths.filter((p) => !p.startsWith('api/'));
const CHUNK = 60;

test('the sitemap lists the docs and the API reference, and no test page', () => {
  expect(docPaths.length).toBeGreaterThan(10);
  expect(paths.some((p) => p.startsWith('api/blueprints/function/'))).toBe(true);
  expect(paths.filter((p) => p.includes('_dogfooding'))).toEqual([]);
});

for (let start = 0; start < paths.length; start += CHUNK) {
  const chunk = paths.slice(start, start + CHUNK);
  test(`pages ${start + 1}–${start + chunk.length} of ${paths.length} load without errors`, async ({page, log}) => {
    test.setTimeout(chunk.length * 5_000);
    for (const pagePath of chunk) {
      const before = log.errors.length;
      const response = await page.goto(pagePath || './');
      expect(response?.status(), pagePath).toBe(200);
      await waitForHydration(page);
      // Every page, the search page included (it has no <main>), shows its title.
      await expect(page.locator('.main-wrapper h1').first(), pagePath).toBeVisible();
      // Name the page in any error it caused, so a failure says where to look.
      for (let i = before; i < log.errors.length; i += 1) log.errors[i] = `${pagePath}: ${log.errors[i]}`;
    }
  });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`doc pages have no serious or critical accessibility violation (${colorScheme})`, async ({page}) => {
    test.setTimeout(docPaths.length * 10_000);
    await page.emulateMedia({colorScheme});
    const problems: string[] = [];
    for (const pagePath of docPaths) {
      await page.goto(pagePath || './');
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      // Diagrams are drawn after hydration; check them once drawn.
      await expect(page.locator('.docusaurus-mermaid-container:not(:has(svg))')).toHaveCount(0);
      const {violations} = await new AxeBuilder({page}).analyze();
      for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
        const first = v.nodes[0]?.any[0]?.message ?? '';
        problems.push(`${pagePath}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')} ${first}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
