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

test.describe('the page shell (src/ssg/ssrTemplate.ts)', () => {
  const firstScriptRequest = (page: import('@playwright/test').Page) =>
    page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
          .map((entry) => entry.startTime),
      ),
    );

  test('requests the scripts only after the first contentful paint, then hydrates', async ({page}) => {
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime);
    expect(paint).toBeDefined();
    expect(await firstScriptRequest(page)).toBeGreaterThanOrEqual(paint!);
    const html = await (await page.request.get('quick-start-guide')).text();
    expect(html).not.toMatch(/<script[^>]+\bsrc=/);
  });

  test('without paint timing, requests them after a frame that showed the article', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', {get: () => []});
      const frames: {at: number; withArticle: boolean}[] = [];
      (window as unknown as {frames_: typeof frames}).frames_ = frames;
      const requestFrame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) =>
        requestFrame((time) => {
          frames.push({at: performance.now(), withArticle: document.querySelector('article') !== null});
          callback(time);
        });
    });
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    const renderedAt = await page.evaluate(
      () => (window as unknown as {frames_: {at: number; withArticle: boolean}[]}).frames_.find((f) => f.withArticle)?.at,
    );
    expect(renderedAt).toBeDefined();
    expect(await firstScriptRequest(page)).toBeGreaterThanOrEqual(renderedAt!);
  });

  test('a page opened in a background tab, which paints nothing, still hydrates', async ({page}) => {
    // Frames asked for while the page is parsed never come, as in a hidden tab.
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {get: () => 'hidden'});
      const requestFrame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => (document.readyState === 'loading' ? 0 : requestFrame(callback));
    });
    await page.goto('quick-start-guide');
    await waitForHydration(page);
  });
});
