/**
 * Whole-site checks over the built Japanese site, in one visit per page: every
 * page listed in its sitemap loads without a page error, a console error or a
 * broken image; its links lead to files of the build; its "Edit this page" link
 * names a file of this repository; and every doc page (not the generated API
 * pages) passes axe with no serious or critical violation in light and in dark
 * mode, and is no wider than a phone's screen. Pages are checked in chunks that run in parallel.
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {BASE_URL, docsRepository} from '../../src/config/site';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const SITEMAP = path.join(BUILD, 'ja/sitemap.xml');
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
const isDocPage = (p: string) => !p.startsWith('api/') && p !== 'search';
const CHUNK = 40;
const PHONE = {width: 390, height: 844};

/**
 * Doc pages cost far more than API pages (axe runs twice on them), so each chunk
 * gets its share of both, and the chunks that run in parallel finish together.
 */
function chunks(all: string[]): string[][] {
  const count = Math.ceil(all.length / CHUNK);
  const result: string[][] = Array.from({length: count}, () => []);
  [...all.filter(isDocPage), ...all.filter((p) => !isDocPage(p))].forEach((p, i) => result[i % count]!.push(p));
  return result;
}

/** True when a site path (`/wordpress-playground/ja/about/`) is a file of the build, as the static server would find it. */
const builtFiles = new Map<string, boolean>();
function isBuilt(sitePath: string): boolean {
  if (!builtFiles.has(sitePath)) {
    const file = path.join(BUILD, decodeURIComponent(sitePath.slice(BASE_URL.length)));
    const candidates = [file, path.join(file, 'index.html'), `${file.replace(/\/$/, '')}.html`];
    builtFiles.set(sitePath, candidates.some((c) => fs.existsSync(c) && fs.statSync(c).isFile()));
  }
  return builtFiles.get(sitePath)!;
}

async function axeProblems(page: Page, pagePath: string, mode: string): Promise<string[]> {
  // Diagrams are drawn after hydration; check them once drawn.
  await expect(page.locator('.docusaurus-mermaid-container:not(:has(svg))')).toHaveCount(0);
  const {violations} = await new AxeBuilder({page}).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => {
      const first = v.nodes[0]?.any[0]?.message ?? '';
      return `${pagePath} (${mode}): ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')} ${first}`;
    });
}

test('the sitemap lists the docs and the API reference, and no test page', () => {
  expect(paths.filter(isDocPage).length).toBeGreaterThan(10);
  expect(paths.some((p) => p.startsWith('api/blueprints/function/'))).toBe(true);
  expect(paths.filter((p) => p.includes('_dogfooding'))).toEqual([]);
});

for (const [index, chunk] of chunks(paths).entries()) {
  const docs = chunk.filter(isDocPage).length;
  test(`pages of chunk ${index + 1} (${docs} doc pages, ${chunk.length - docs} others): load, images, links, edit link, axe light and dark, phone width`, async ({page, log}) => {
    test.setTimeout(chunk.length * 4_000 + docs * 12_000);
    const repository = docsRepository();
    const editPrefix = `${repository.url}/edit/${repository.branch}/`;
    const brokenImages: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400) brokenImages.push(`${response.status()} ${response.url()}`);
    });
    const problems: string[] = [];
    const desktop = page.viewportSize()!;
    for (const pagePath of chunk) {
      const before = log.errors.length;
      const imagesBefore = brokenImages.length;
      await page.emulateMedia({colorScheme: 'light'});
      const response = await page.goto(pagePath || './');
      expect(response?.status(), pagePath).toBe(200);
      // The largest generated pages (the v2 reference) can take over 5 s to hydrate while the whole suite shares two cores.
      await waitForHydration(page, 20_000);
      // Every page, the search page included (it has no <main>), shows its title.
      await expect(page.locator('.main-wrapper h1').first(), pagePath).toBeVisible();

      const page$ = await page.evaluate(() => ({
        images: Array.from(document.images).filter((img) => img.complete && img.naturalWidth === 0 && img.currentSrc).map((img) => img.currentSrc),
        links: Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]')).map((a) => a.href),
        edit: document.querySelector<HTMLAnchorElement>('a.theme-edit-this-page')?.href,
      }));
      for (const src of [...page$.images, ...brokenImages.slice(imagesBefore)]) problems.push(`${pagePath}: broken image ${src}`);
      const origin = new URL(page.url()).origin;
      for (const href of page$.links) {
        const url = new URL(href);
        if (url.origin !== origin || !url.pathname.startsWith(BASE_URL)) continue;
        if (!isBuilt(url.pathname)) problems.push(`${pagePath}: link to ${url.pathname}, which the build does not have`);
      }
      if (isDocPage(pagePath)) {
        if (!page$.edit?.startsWith(editPrefix)) problems.push(`${pagePath}: edit link ${page$.edit} is not under ${editPrefix}`);
        else if (!fs.existsSync(path.join(ROOT, page$.edit.slice(editPrefix.length)))) {
          problems.push(`${pagePath}: edit link names ${page$.edit.slice(editPrefix.length)}, which is not in the repository`);
        }
        problems.push(...(await axeProblems(page, pagePath, 'light')));
        await page.emulateMedia({colorScheme: 'dark'});
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        // Colours change with a CSS transition; axe must see where they end, not their middle.
        await page.waitForFunction(() =>
          document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
        );
        problems.push(...(await axeProblems(page, pagePath, 'dark')));
        // On a phone the page does not scroll sideways: what is too wide (code, tables) scrolls inside itself.
        await page.setViewportSize(PHONE);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > PHONE.width) problems.push(`${pagePath}: ${width} px wide on a ${PHONE.width} px phone`);
        await page.setViewportSize(desktop);
      }
      // Name the page in any error it caused, so a failure says where to look.
      for (let i = before; i < log.errors.length; i += 1) log.errors[i] = `${pagePath}: ${log.errors[i]}`;
    }
    expect(problems).toEqual([]);
  });
}
