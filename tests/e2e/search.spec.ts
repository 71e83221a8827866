/**
 * Search with the real DocSearch code; the calls to the hosted search service
 * are answered inside the browser from fixtures, so no request leaves the machine.
 */
import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import results from './search-fixtures/results.json';
import noResults from './search-fixtures/no-results.json';
import {searchSettings} from '../../src/config/search';

const {appId} = searchSettings();
const SEARCH_HOST = /algolia\.net|algolianet\.com|algolia\.io/;

type Answer = 'results' | 'none' | 'offline' | 'down';

/** Answers every search request; records the queries and their filters. */
async function fakeSearchService(page: Page, answer: Answer = 'results') {
  const requests: {query: string; facetFilters: unknown}[] = [];
  await page.route(SEARCH_HOST, async (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
    const body = JSON.parse(route.request().postData() ?? '{}');
    for (const r of body.requests ?? []) {
      const params = new URLSearchParams(r.params ?? '');
      requests.push({query: r.query ?? params.get('query') ?? '', facetFilters: r.facetFilters ?? params.get('facetFilters')});
    }
    if (answer === 'offline') return route.abort('internetdisconnected');
    if (answer === 'down') return route.fulfill({status: 503, headers: cors, body: '{"message":"Service Unavailable","status":503}'});
    const query = requests.at(-1)?.query ?? '';
    const data = answer === 'results' && /install/i.test(query) ? results : noResults;
    return route.fulfill({status: 200, headers: {...cors, 'content-type': 'application/json'}, body: JSON.stringify(data)});
  });
  return requests;
}

const cors = {'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, OPTIONS'};

async function openOnDocPage(page: Page) {
  await page.goto('quick-start-guide');
  await waitForHydration(page);
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');
const searchInput = (page: Page) => page.locator('.DocSearch-Input');

test.describe('search', () => {
  test('opens by click, Ctrl+K and "/", closes with Escape; the page preconnects to the service', async ({page}) => {
    await fakeSearchService(page);
    await openOnDocPage(page);
    await expect(page.locator(`head link[rel="preconnect"][href="https://${appId}-dsn.algolia.net"]`)).toHaveCount(1);
    const button = page.getByRole('button', {name: '検索'});
    await button.click();
    await expect(searchInput(page)).toHaveAttribute('placeholder', 'ドキュメントを検索');
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(modal(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    // Escape gives the focus back to the search button, where "/" is not a shortcut.
    await page.locator('article p').first().click();
    await page.keyboard.press('/');
    await expect(modal(page)).toBeVisible();
    await expect(searchInput(page)).toBeFocused();
  });

  test('"/" typed into a text field stays in the field', async ({page}) => {
    await fakeSearchService(page);
    await page.goto('search');
    await waitForHydration(page);
    const field = page.getByRole('searchbox').or(page.locator('input[type="search"]')).first();
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(modal(page)).toHaveCount(0);
  });

  test('results are filtered to Japanese docs and open on this site; a chosen result becomes a recent search', async ({page}) => {
    const requests = await fakeSearchService(page);
    await openOnDocPage(page);
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('installPlugin');
    const hits = modal(page).locator('.DocSearch-Hit a');
    await expect(hits).toHaveCount(3);
    // Results of the production index open on this build; another host opens as it is.
    const hrefs = await hits.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.sort()).toEqual([
      '/wordpress-playground/ja/blueprints/steps#installplugin',
      '/wordpress-playground/ja/quick-start-guide#start-a-new-wordpress-site',
      'https://playground.wordpress.net/?plugin=gutenberg',
    ]);
    const filters = JSON.stringify(requests.at(-1)?.facetFilters);
    expect(filters).toContain('language:ja');
    expect(filters).toContain('docusaurus_tag:docs-default-current');
    await expect(modal(page).getByRole('link', {name: '検索結果3件をすべて見る'})).toBeVisible();
    await modal(page).locator('.DocSearch-Hit a[href$="#installplugin"]').click();
    await expect(page).toHaveURL(/\/ja\/blueprints\/steps\/?#installplugin$/);
    await expect(modal(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(modal(page).getByText('最近の検索')).toBeVisible();
    await expect(modal(page).locator('.DocSearch-Hit')).toContainText(['installPlugin']);
  });

  test('no results: the Japanese text and the "Let us know." link', async ({page}) => {
    await fakeSearchService(page, 'none');
    await openOnDocPage(page);
    await page.keyboard.press('Control+k');
    await searchInput(page).fill('zzzz');
    const screen = modal(page).locator('.DocSearch-NoResults');
    await expect(screen).toContainText('検索結果がありません:');
    await expect(screen).toContainText('zzzz');
    await expect(screen).toContainText('この検索で結果が見つかるはずだと思いますか？');
    const report = screen.getByRole('link', {name: 'お知らせください。'});
    await expect(report).toHaveAttribute('href', /^https:\/\/github\.com\/WordPress\/wordpress-playground\/issues\/new\?title=.*zzzz/);
  });

  test.describe('when the service fails', () => {
    // The browser logs the failed request itself.
    test.use({expectedConsoleErrors: /Failed to load resource/});
    for (const answer of ['offline', 'down'] as const) {
    test(`a search service that is ${answer} gives the Japanese error and the network hint`, async ({page}) => {
      await fakeSearchService(page, answer);
      await openOnDocPage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('installPlugin');
      const screen = modal(page).locator('.DocSearch-ErrorScreen');
      await expect(screen).toContainText('検索結果の取得に失敗しました');
      await expect(screen).toContainText('ネットワーク接続を確認してください');
    });
    }
  });

  test('markup, quotes, very long and blank queries are shown as text and break nothing', async ({page}) => {
    await fakeSearchService(page, 'none');
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    await openOnDocPage(page);
    await page.keyboard.press('Control+k');
    const markup = `<img src=x onerror="alert(1)"> "quoted" 'single' {{x}}`;
    await searchInput(page).fill(markup);
    await expect(modal(page).locator('.DocSearch-NoResults')).toContainText(markup);
    await expect(modal(page).locator('.DocSearch-NoResults img')).toHaveCount(0);
    const long = 'あ'.repeat(1000) + 'a'.repeat(1000);
    await searchInput(page).fill(long);
    await expect(searchInput(page)).toHaveValue(long.slice(0, (await searchInput(page).getAttribute('maxlength')) ? Number(await searchInput(page).getAttribute('maxlength')) : long.length));
    await searchInput(page).fill('     ');
    await expect(modal(page)).toBeVisible();
    await expect(modal(page).locator('.DocSearch-ErrorScreen')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('the search page shows results for a query given in the URL, in Japanese', async ({page}) => {
    await fakeSearchService(page);
    await page.goto('search?q=installPlugin');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('『installPlugin』の検索結果');
    const links = page.locator('main article h2 a');
    await expect(links.first()).toHaveAttribute('href', '/wordpress-playground/ja/blueprints/steps#installplugin');
  });

  test('the search page shows a query with markup as text', async ({page}) => {
    await fakeSearchService(page, 'none');
    await page.goto(`search?q=${encodeURIComponent('<b>x</b> "y"')}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('『<b>x</b> "y"』の検索結果');
    await expect(page.locator('main h1 b')).toHaveCount(0);
  });
});
