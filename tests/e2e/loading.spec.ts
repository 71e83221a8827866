import {test, expect, waitForHydration} from './fixtures';

/** The chunk of LazyPanel: the only script the button requests. */
const isLazyChunk = (url: URL) => url.pathname.includes('/assets/js/') && !url.pathname.includes('runtime~main');

test.describe('loading a page chunk', () => {
  test('a slow chunk shows the spinner after the delay, then the content', async ({page}) => {
    await page.goto('_dogfooding/lazy-load');
    await waitForHydration(page);
    await page.route(isLazyChunk, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.getByRole('button', {name: 'パネルを読み込む'}).click();
    await expect(page.getByRole('status', {name: '読み込み中…'})).toBeVisible();
    await expect(page.getByTestId('lazy-panel')).toHaveText('パネルを読み込みました。');
    await expect(page.getByRole('status')).toHaveCount(0);
  });

  test('a fast chunk shows no spinner at all', async ({page}) => {
    await page.goto('_dogfooding/lazy-load');
    await waitForHydration(page);
    let spinnerSeen = false;
    await page.exposeFunction('spinnerSeen', () => (spinnerSeen = true));
    await page.evaluate(() => {
      new MutationObserver(() => {
        if (document.querySelector('[role="status"]')) (window as unknown as {spinnerSeen: () => void}).spinnerSeen();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.getByRole('button', {name: 'パネルを読み込む'}).click();
    await expect(page.getByTestId('lazy-panel')).toBeVisible();
    expect(spinnerSeen).toBe(false);
  });
});

test.describe('a chunk that fails to load', () => {
  // Chromium reports the failed request; webpack reports the failed chunk.
  test.use({expectedConsoleErrors: /net::ERR_FAILED|Loading chunk|ChunkLoadError/});

  test('shows a Japanese error box whose Retry button loads it again', async ({page}) => {
    await page.goto('_dogfooding/lazy-load');
    await waitForHydration(page);
    await page.route(isLazyChunk, (route) => route.abort('failed'));
    await page.getByRole('button', {name: 'パネルを読み込む'}).click();
    const box = page.getByRole('alert');
    await expect(box).toContainText('このページを読み込めませんでした。');
    await expect(box).toContainText('ネットワーク接続を確認');
    await page.unroute(isLazyChunk);
    await box.getByRole('button', {name: '再試行'}).click();
    await expect(page.getByTestId('lazy-panel')).toBeVisible();
  });
});
