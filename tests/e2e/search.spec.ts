/**
 * The navbar search and the search page on the site's own index, as the
 * default build ships them: no request leaves the machine (fixtures.ts aborts
 * any), the index loads only when the reader reaches for the search.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {countDialogs, expectShortcuts, typeQuery} from './searchModal';

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.locator('.DocSearch-Input');
const INDEX_REQUEST = /\/search-index(-api)?\.json$/;

/** Records the requests for the index files. */
function indexRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (INDEX_REQUEST.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

async function openOnDocPage(page: Page) {
  await page.goto('quick-start-guide');
  await waitForHydration(page);
}

const search = typeQuery;

test.describe('search on the site\'s own index', () => {
  test('no request to Algolia and no index before the reader reaches for the search; hover loads it', async ({page}) => {
    const requested = indexRequests(page);
    await openOnDocPage(page);
    await expect(page.locator('head link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    await page.getByRole('button', {name: '検索'}).hover();
    await expect.poll(() => requested.length).toBe(2);
  });

  test('opens by click, Ctrl+K and "/", closes with Escape', async ({page}) => {
    await openOnDocPage(page);
    await expectShortcuts(page);
  });

  test('results are grouped by page, show the heading path and the match, and open the heading', async ({page}) => {
    await openOnDocPage(page);
    await page.keyboard.press('Control+k');
    await search(page, 'PHPUnit');
    // The group of the PHPUnit guide comes first, named by the page's title.
    await expect(modal(page).locator('.DocSearch-Hit-source').first()).toHaveText('Playground CLI で PHPUnit テストを実行する');
    const firstGroup = modal(page).locator('.DocSearch-Hits').first();
    const links = firstGroup.locator('.DocSearch-Hit a');
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of hrefs) expect(href).toMatch(/^\/wordpress-playground\/ja\/guides\/phpunit-testing(#[\w-]+)?$/);
    await expect(firstGroup.locator('mark').first()).toHaveText(/phpunit/i);
    // A section hit names the page and its headings above it.
    await expect(firstGroup.locator('.DocSearch-Hit-path').filter({hasText: ' › '}).first()).toContainText('Playground CLI で PHPUnit テストを実行する › ');
    const anchored = firstGroup.locator('.DocSearch-Hit a[href*="#"]').first();
    const href = (await anchored.getAttribute('href'))!;
    await anchored.click();
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(modal(page)).toHaveCount(0);
    // The chosen result is a recent search.
    await page.getByRole('button', {name: '検索'}).click();
    await expect(modal(page).getByText('最近の検索')).toBeVisible();
  });

  test('identifiers, katakana and pasted messages find their page; only Japanese pages and the API reference', async ({page}) => {
    await openOnDocPage(page);
    await page.keyboard.press('Control+k');
    const first = async (query: string) => {
      await search(page, query);
      return modal(page).locator('.DocSearch-Hits .DocSearch-Hit a').first().getAttribute('href');
    };
    expect(await first('startPlaygroundWeb')).toMatch(/\/ja\/(api\/client\/function\/startPlaygroundWeb|developers\/apis\/javascript-api)/);
    expect(await first('ブループリント 日本語')).toMatch(/^\/wordpress-playground\/ja\//);
    // Typed with a full-width space, full-width letters and half-width katakana.
    expect(await first('ＰＨＰＵｎｉｔ　ﾃｽﾄ')).toMatch(/\/ja\/guides\/phpunit-testing/);
    expect(await first('Error: Unknown argument: phpversion')).toMatch(/\/ja\/troubleshooting#cli-unknown-argument$/);
    const all = await modal(page).locator('.DocSearch-Hit a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    for (const href of all) expect(href).toMatch(/^\/wordpress-playground\/ja\//);
  });

  test('no results: the Japanese text and the "Let us know." link', async ({page}) => {
    await openOnDocPage(page);
    await page.keyboard.press('Control+k');
    await search(page, 'zzzzqqq');
    const screen = modal(page).locator('.DocSearch-NoResults');
    await expect(screen).toContainText('検索結果がありません:');
    await expect(screen.getByRole('link', {name: 'お知らせください。'})).toHaveAttribute('href', /issues\/new\?title=.*zzzzqqq/);
  });

  test('markup, regex characters, emoji, very long and blank queries break nothing', async ({page}) => {
    const dialogs = countDialogs(page);
    await openOnDocPage(page);
    await page.keyboard.press('Control+k');
    for (const query of [`<img src=x onerror="alert(1)"> "quoted"`, '.*+?^${}()|[]\\', '😀 Playground 🚀', 'ｶﾀｶﾅ　ＡＢＣ', 'あ'.repeat(1000) + 'a b '.repeat(250)]) {
      await search(page, query);
      await expect(modal(page).locator('img[src="x"]')).toHaveCount(0);
    }
    await searchInput(page).fill('     ');
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).locator('.search-failure')).toHaveCount(0);
    expect(dialogs()).toBe(0);
  });

  test.describe('when the index cannot load', () => {
    test.use({expectedConsoleErrors: /Failed to load resource/});
    test('the modal says so in Japanese and links to the docs index', async ({page}) => {
      await page.route(INDEX_REQUEST, (route) => route.fulfill({status: 503, body: 'unavailable'}));
      await openOnDocPage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('PHPUnit');
      const screen = modal(page).getByRole('alert');
      await expect(screen).toContainText('検索インデックスを読み込めませんでした');
      await expect(modal(page).locator('.DocSearch-NoResults')).toBeHidden();
      await screen.getByRole('link', {name: 'ドキュメントのトップページ'}).click();
      await expect(page).toHaveURL(/\/wordpress-playground\/ja\/$/);
      await expect(modal(page)).toHaveCount(0);
    });

    test('a later search loads it again once it is back', async ({page}) => {
      let fail = true;
      await page.route(INDEX_REQUEST, (route) => (fail ? route.fulfill({status: 503, body: ''}) : route.fallback()));
      await openOnDocPage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('PHPUnit');
      await expect(modal(page).getByRole('alert')).toBeVisible();
      fail = false;
      // Waits for the search's answer, however long the index takes to load on a busy machine.
      await typeQuery(page, 'PHPUnit テスト');
      await expect(modal(page).locator('.DocSearch-Hits').first()).toBeVisible();
      await expect(modal(page).getByRole('alert')).toHaveCount(0);
    });
  });

  test('the search page shows results from the same index', async ({page}) => {
    await page.goto(`search?q=${encodeURIComponent('PHPUnit')}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('『PHPUnit』の検索結果');
    const first = page.locator('main article h2 a').first();
    await expect(first).toHaveAttribute('href', /^\/wordpress-playground\/ja\/guides\/phpunit-testing/);
  });

  test('the search page shows a query with markup as text', async ({page}) => {
    await page.goto(`search?q=${encodeURIComponent('<b>x</b> "y"')}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('『<b>x</b> "y"』の検索結果');
    await expect(page.locator('main h1 b')).toHaveCount(0);
  });
});
