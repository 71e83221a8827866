import {test, expect, waitForHydration} from './fixtures';
import type {Locator, Page} from '@playwright/test';
import {partitionRedirects} from '../../src/redirects/legacyRedirects';
import {writtenRoutes} from '../../src/utils/writtenDocs';

const BASE = '/wordpress-playground/ja';
const pathOf = (url: string) => new URL(url).pathname.replace(/\/$/, '') || '/';
const expectedPath = (route: string) => (route === '/' ? BASE : `${BASE}${route}`);

test.describe('not found', () => {
  // The browser reports the 404 status of the document itself.
  test.use({expectedConsoleErrors: /status of 404/});

  test('an unknown path answers 404 with the Japanese not-found page', async ({page}) => {
    const response = await page.goto('no/such/page?x=<b>1</b>');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ページが見つかりません');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    await expect(page).toHaveTitle(/ページが見つかりません/);
  });

  test('a path ending in .html shows the page without the suffix', async ({page}) => {
    await page.goto('quick-start-guide.html');
    await expect(page).toHaveURL(new RegExp(`${BASE}/quick-start-guide/?$`));
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test('a path ending in /index.html renders the page under its clean path', async ({page}) => {
  await page.goto('quick-start-guide/index.html#save-your-site');
  await waitForHydration(page);
  await expect(page).toHaveURL(new RegExp(`${BASE}/quick-start-guide#save-your-site$`));
  await expect(page.locator('article h1')).toBeVisible();
  await expect(page.locator('article h1')).not.toHaveText('ページが見つかりません');
});

test.describe('legacy paths', () => {
  const {active} = partitionRedirects(writtenRoutes());

  for (const {from, to} of active) {
    test(`${from} leads to ${to}`, async ({page}) => {
      await page.goto(`.${from}`);
      await expect.poll(() => pathOf(page.url())).toBe(expectedPath(to));
    });
  }

  for (const route of ['/quick-start-guide', '/web-instance', '/']) {
    test(`/docs${route === '/' ? '' : route} leads to ${route}`, async ({page}) => {
      await page.goto(`./docs${route === '/' ? '' : route}`);
      await expect.poll(() => pathOf(page.url())).toBe(expectedPath(route));
    });
  }
});

test.describe('navigation', () => {
  test('a link to a heading scrolls to it; a plain link scrolls to the top', async ({page}) => {
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    const id = await page.locator('article h2[id]').nth(1).getAttribute('id');
    await page.goto(`quick-start-guide#${id}`);
    await expect(page.locator(`[id="${id}"]`)).toBeInViewport();
    await page.mouse.wheel(0, 2000);
    await page.locator('nav.navbar').getByRole('link', {name: 'ドキュメント', exact: true}).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('changing only the query string keeps the page and its scroll position', async ({page}) => {
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 600));
    const before = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => {
      window.history.pushState({}, '', '?tab=1');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });

  test('a slow page shows the progress bar, then the new page', async ({page}) => {
    await page.goto('./');
    await waitForHydration(page);
    await page.route('**/assets/js/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.getByRole('contentinfo').getByRole('link', {name: 'クイックスタートガイド'}).click();
    await expect(page.locator('#nprogress')).toBeAttached();
    await expect(page).toHaveURL(/quick-start-guide/);
    await expect(page.locator('article h1')).toBeVisible();
  });

});

test.describe('preload failure', () => {
  // The browser reports the aborted request, and webpack the chunk it could not load.
  test.use({expectedConsoleErrors: /net::ERR_FAILED|Loading chunk \S+ failed/});

  test('a page whose code fails to preload is loaded by a full page reload', async ({page}) => {
    await page.goto('./');
    await waitForHydration(page);
    // Every chunk fails until the browser asks for the new page as a document: then the click
    // cannot succeed through a chunk that a footer-link prefetch happened to load first.
    let blocked = 0;
    let reloading = false;
    page.on('request', (request) => {
      if (request.isNavigationRequest()) reloading = true;
    });
    await page.route('**/assets/js/**', async (route) => {
      if (reloading) return route.continue();
      blocked += 1;
      return route.abort('failed');
    });
    const reload = page.waitForEvent('load');
    await page.getByRole('contentinfo').getByRole('link', {name: 'クイックスタートガイド'}).click();
    await reload;
    expect(blocked).toBeGreaterThan(0);
    await expect(page).toHaveURL(/quick-start-guide/);
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
  });
});

test.describe('links in page content', () => {
  test('hydrate without an IntersectionObserver each, and still navigate in the app and preload on hover', async ({page}) => {
    // Counts observers from the first script on; Docusaurus's Link creates one per internal link.
    await page.addInitScript(() => {
      const Native = window.IntersectionObserver;
      (window as unknown as {observers: number}).observers = 0;
      window.IntersectionObserver = class extends Native {
        constructor(...args: ConstructorParameters<typeof IntersectionObserver>) {
          super(...args);
          (window as unknown as {observers: number}).observers += 1;
        }
      };
    });
    await page.goto('api/client');
    await waitForHydration(page);
    const article = page.locator('article');
    const internalLinks = await article.locator('a[href^="/wordpress-playground/ja/api/"]').count();
    expect(internalLinks).toBeGreaterThan(200);
    // Link would have made at least one per content link; the navbar, sidebar and breadcrumbs keep theirs.
    expect(await page.evaluate(() => (window as unknown as {observers: number}).observers)).toBeLessThan(internalLinks / 4);

    const link = article.locator('a[href="/wordpress-playground/ja/api/client/function/startPlaygroundWeb"]').first();
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) chunks.push(request.url());
    });
    await link.hover();
    await expect.poll(() => chunks.length, {message: 'hovering a content link preloads its page code'}).toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as {marker: string}).marker = 'same document'));
    await link.click();
    await expect(page).toHaveURL(/\/api\/client\/function\/startPlaygroundWeb$/);
    await expect(page.getByRole('heading', {level: 1})).toContainText('startPlaygroundWeb');
    expect(await page.evaluate(() => (window as unknown as {marker?: string}).marker), 'navigated without a page load').toBe('same document');
  });
});

test.describe('link prefetching (src/plugins/lean-route-table/docusaurus.ts)', () => {
  const prefetched = (page: Page) =>
    page.evaluate(() => Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (link) => link.href));
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

  /** Waits until prefetching settles (it happens as links scroll into view), then follows `target`: it needs no code that was not prefetched. */
  async function followPrefetched(page: Page, target: Locator) {
    const href = (await target.getAttribute('href'))!;
    let before: string[] = [];
    await expect.poll(async () => {
      const now = await prefetched(page);
      const settled = now.length > 0 && now.length === before.length;
      before = now;
      return settled;
    }, {intervals: [500]}).toBe(true);
    expect(new Set(before).size, 'no file is prefetched twice').toBe(before.length);

    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) loaded.push(request.url());
    });
    await target.click();
    await expect(page).toHaveURL(new RegExp(`${escape(href)}/?$`));
    await waitForHydration(page);
    expect(loaded.length, `${href} loads code of its own`).toBeGreaterThan(0);
    expect(loaded.filter((url) => !before.includes(url)), `${href}: code that was not prefetched`).toEqual([]);
  }

  const sidebarLinks = (page: Page) =>
    page.getByRole('navigation', {name: 'ドキュメントのサイドバー'}).locator('a.menu__link[href]:not([aria-current]):not(.menu__link--sublist-caret)');

  test('a doc page prefetches the code of the pages its visible links lead to, each file once', async ({page}) => {
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    await followPrefetched(page, sidebarLinks(page).first());
  });

  test('links into the API reference prefetch once its routes have arrived in the app', async ({page}) => {
    // The table of chunk names grows when the API routes load (preload.ts); prefetching must see the new names.
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    await page.locator('nav.navbar').getByRole('link', {name: 'API リファレンス'}).click();
    await page.locator('article').getByRole('link', {name: 'client', exact: true}).click();
    await expect(page.locator('article h1')).toHaveText('client');
    // A class page opens the sidebar's group of classes: links mounted after the routes arrived.
    await page.locator('article a[href$="/api/client/class/BlueprintFetchError"]').first().click();
    await expect(page.locator('article h1')).toContainText('BlueprintFetchError');
    await followPrefetched(page, sidebarLinks(page).and(page.locator('[href*="/api/client/class/"]')).first());
  });

  test('links seen before the API routes arrived prefetch once they have', async ({page}) => {
    await page.goto('api');
    await waitForHydration(page);
    await page.locator('article').getByRole('link', {name: 'client', exact: true}).click();
    await expect(page.locator('article h1')).toHaveText('client');
    // The sidebar's link to node was in view on the index, before its route was known.
    await followPrefetched(page, sidebarLinks(page).and(page.locator('[href$="/api/node/"]')));
  });
});

test.describe('the API reference routes (src/plugins/lean-route-table)', () => {
  const isApiRoutes = (url: string) => /\/assets\/js\/lazy-routes-api\.[0-9a-f]+\.js$/.test(url);

  test('load with the first API page, not with other pages, and navigation into them stays in the app', async ({page}) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    expect(requested.filter(isApiRoutes), 'a doc page does not load the API routes').toEqual([]);

    await page.evaluate(() => ((window as unknown as {marker: string}).marker = 'same document'));
    await page.locator('nav.navbar').getByRole('link', {name: 'API リファレンス'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API リファレンス');
    expect(requested.filter(isApiRoutes), 'the API index is in the main table').toEqual([]);

    await page.locator('article').getByRole('link', {name: 'client', exact: true}).click();
    await expect(page).toHaveURL(/\/api\/client\/?$/);
    await expect(page.locator('article h1')).toHaveText('client');
    expect(requested.filter(isApiRoutes)).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as {marker?: string}).marker), 'navigated without a page load').toBe('same document');
  });

  test('a first visit to an API page hydrates it with its sidebar', async ({page}) => {
    await page.goto('api/universal/class/PHP');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toContainText('PHP');
    const sidebar = page.getByRole('navigation', {name: 'ドキュメントのサイドバー'});
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', /\/api\/universal\/class\/PHP$/);
  });

  test.describe('when they fail to load', () => {
    test.use({expectedConsoleErrors: /net::ERR_FAILED|Loading chunk \S+ failed/});

    test('the API page is loaded by a full page reload', async ({page}) => {
      await page.goto('api');
      await waitForHydration(page);
      let reloading = false;
      page.on('request', (request) => {
        if (request.isNavigationRequest()) reloading = true;
      });
      await page.route((url) => isApiRoutes(url.href), (route) => (reloading ? route.continue() : route.abort('failed')));
      const reload = page.waitForEvent('load');
      await page.locator('article').getByRole('link', {name: 'client', exact: true}).click();
      await reload;
      await expect(page).toHaveURL(/\/api\/client\/?$/);
      await waitForHydration(page);
      await expect(page.locator('article h1')).toHaveText('client');
    });
  });
});
