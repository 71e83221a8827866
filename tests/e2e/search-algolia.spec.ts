/**
 * Search on Algolia DocSearch (a deployment that sets its own index), in the
 * build made with E2E_ALGOLIA_ENV, with the real DocSearch code; the calls to the hosted search service
 * are answered inside the browser from fixtures, so no request leaves the machine.
 */
import type {Page, Route} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {countDialogs, expectShortcuts} from './searchModal';
import results from './search-fixtures/results.json';
import noResults from './search-fixtures/no-results.json';
import {E2E_ALGOLIA_ENV} from '../../src/config/search';

// The second build of the test run (tests/run-all.sh), made with these settings.
const appId = E2E_ALGOLIA_ENV.DOCSEARCH_APP_ID;
const assistantId = E2E_ALGOLIA_ENV.DOCSEARCH_ASSISTANT_ID;
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
    await expectShortcuts(page);
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
    await page.getByRole('button', {name: '検索'}).click();
    await expect(modal(page).getByText('最近の検索')).toBeVisible();
    await expect(modal(page).locator('.DocSearch-Hit')).toContainText(['installPlugin']);
    // A recent search can be kept as a favourite, which survives a reload.
    await modal(page).getByTitle('この検索をお気に入りに追加').first().click();
    await expect(modal(page).getByText('お気に入り', {exact: true})).toBeVisible();
    await page.keyboard.press('Escape');
    await page.reload();
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(modal(page).getByText('お気に入り', {exact: true})).toBeVisible();
    await expect(modal(page).getByTitle('この検索をお気に入りから削除')).toHaveCount(1);
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

    test(`the search page says so when the service is ${answer}`, async ({page}) => {
      await fakeSearchService(page, answer);
      await page.goto('search?q=installPlugin');
      await waitForHydration(page);
      const alert = page.getByRole('alert').filter({hasText: '検索結果の取得に失敗しました'});
      await expect(alert).toContainText('ネットワーク接続を確認してください');
      // Not "no results": the search did not happen.
      await expect(page.getByText('検索結果が見つかりませんでした')).toBeHidden();
    });
    }
  });

  test('markup, quotes, very long and blank queries are shown as text and break nothing', async ({page}) => {
    await fakeSearchService(page, 'none');
    const dialogs = countDialogs(page);
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
    expect(dialogs()).toBe(0);
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

  test.describe('AI question mode', () => {
    const ANSWER = ['Blueprint は、', 'Playground の起動時に実行する手順を JSON で書いたものです。'];

    /** The Ask AI service: a token, then an answer streamed in the AI SDK's UI message format. */
    async function fakeAskAi(page: Page) {
      const asked: {assistant: string | null; body: any}[] = [];
      const token = `${Buffer.from(JSON.stringify({exp: 4102444800})).toString('base64')}.e2e`;
      await page.route(/askai\.algolia\.com\/chat/, async (route) => {
        const request = route.request();
        if (request.method() === 'OPTIONS') return route.fulfill({status: 204, headers: cors});
        if (request.url().endsWith('/token')) {
          return route.fulfill({status: 200, headers: {...cors, 'content-type': 'application/json'}, body: JSON.stringify({success: true, token})});
        }
        asked.push({assistant: request.headers()['x-algolia-assistant-id'] ?? null, body: JSON.parse(request.postData() ?? '{}')});
        const events = [
          {type: 'start', messageId: 'answer-1'},
          {type: 'start-step'},
          {type: 'text-start', id: 'text-1'},
          ...ANSWER.map((delta) => ({type: 'text-delta', id: 'text-1', delta})),
          {type: 'text-end', id: 'text-1'},
          {type: 'finish-step'},
          {type: 'finish'},
        ];
        const body = events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join('') + 'data: [DONE]\n\n';
        return route.fulfill({
          status: 200,
          headers: {...cors, 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1'},
          body,
        });
      });
      return asked;
    }

    test('asks, streams the answer with the Japanese disclaimer, copies it, and Escape leaves AI mode before closing', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await fakeSearchService(page);
      const asked = await fakeAskAi(page);
      await openOnDocPage(page);
      await page.keyboard.press('Control+k');
      await searchInput(page).fill('Blueprint とは');
      const ask = modal(page).getByText('ドキュメントに見つかりませんか？ AI に質問する:');
      await expect(ask).toBeVisible();
      await expect(modal(page)).not.toContainText('{count}');
      await ask.click();
      const answer = modal(page).locator('.DocSearch-AskAiScreen-Message--assistant').last();
      await expect(answer).toContainText(ANSWER.join(''));
      await expect(modal(page)).toContainText('回答は AI が生成したもので、誤りを含むことがあります。内容を確かめてからお使いください。');
      await expect(searchInput(page)).toHaveAttribute('placeholder', '別の質問をする...');
      expect(asked[0]?.assistant).toBe(assistantId);
      // The question goes with the same contextual filters as keyword search.
      expect(JSON.stringify(asked[0]?.body)).toContain('language:ja');
      const copy = modal(page).locator('.DocSearch-AskAiScreen-CopyButton').last();
      await expect(copy).toHaveAttribute('title', 'コピー');
      await copy.click();
      await expect(copy).toHaveAttribute('title', 'コピーしました！');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(ANSWER.join(''));
      // Escape first leaves AI mode, back to keyword search; the next Escape closes.
      await page.keyboard.press('Escape');
      await expect(modal(page)).toBeVisible();
      await expect(searchInput(page)).toHaveAttribute('placeholder', 'ドキュメントを検索');
      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
    });
  });
});
