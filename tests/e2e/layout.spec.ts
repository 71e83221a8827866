import {test, expect, waitForHydration} from './fixtures';
import {ANNOUNCEMENT_BAR_ID} from '../../src/config/site';
import {LOCALES, LOCALE_CONFIGS} from '../../src/config/locales';

test.describe('Japanese chrome', () => {
  test('the page, navbar and footer are Japanese', async ({page}) => {
    await page.goto('./');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'ドキュメント', exact: true})).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'GitHub'})).toHaveAttribute(
      'href',
      'https://github.com/WordPress/wordpress-playground',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('ドキュメント', {exact: true})).toBeVisible();
    await expect(footer.getByText('コミュニティ', {exact: true})).toBeVisible();
    await expect(footer).toContainText('GPL ライセンスのフリーソフトウェア');
  });

  test('the language dropdown offers all seven locales at their paths', async ({page}) => {
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    await page.locator('.navbar__items--right .dropdown').hover();
    const menu = page.locator('.navbar__items--right .dropdown__menu');
    for (const locale of LOCALES) {
      const {label, baseUrl} = LOCALE_CONFIGS[locale];
      const link = menu.getByRole('link', {name: label!, exact: true});
      await expect(link).toHaveAttribute('href', `${baseUrl}quick-start-guide`);
    }
    await expect(menu.getByRole('link')).toHaveCount(LOCALES.length);
  });

  test('skip-to-content is the first focusable element and moves focus to the content', async ({page}) => {
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'メインコンテンツまでスキップ'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeInViewport();
  });

  test('a doc page has breadcrumbs, the sidebar, a paginator and a TOC of levels 2 and 3', async ({page}) => {
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    await expect(page.getByRole('navigation', {name: 'パンくずリストのナビゲーション'})).toBeVisible();
    const sidebar = page.getByRole('navigation', {name: 'ドキュメントのサイドバー'});
    await expect(sidebar.getByRole('link', {name: 'ドキュメント', exact: true})).toBeVisible();
    await expect(page.getByRole('navigation', {name: 'ドキュメントページ'})).toBeVisible();
    const tocTargets = await page
      .locator('.table-of-contents a')
      .evaluateAll((links) => links.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
    const headings = await page
      .locator('article :is(h2, h3)[id]')
      .evaluateAll((hs) => hs.map((h) => h.id));
    expect(tocTargets.length).toBeGreaterThan(0);
    expect(tocTargets).toEqual(headings);
    // A current translation carries no stale-translation notice.
    await expect(page.locator('[data-translation="stale"]')).toHaveCount(0);
  });
});

test.describe('announcement bar', () => {
  const bar = (page: import('@playwright/test').Page) => page.getByRole('banner');

  test('shows Japanese text, closes, and stays closed after a reload', async ({page}) => {
    await page.goto('./');
    await waitForHydration(page);
    await expect(bar(page)).toContainText('日本語ドキュメント');
    await bar(page).getByRole('button', {name: '閉じる'}).click();
    await expect(bar(page)).toHaveCount(0);
    expect(
      await page.evaluate(() => [
        localStorage.getItem('docusaurus.announcement.dismiss'),
        localStorage.getItem('docusaurus.announcement.id'),
      ]),
    ).toEqual(['true', ANNOUNCEMENT_BAR_ID]);
    await page.reload();
    await waitForHydration(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('comes back when the bar id changes', async ({page}) => {
    await page.addInitScript(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
    });
    await page.goto('./');
    await waitForHydration(page);
    await expect(bar(page)).toBeVisible();
  });
});

test.describe('mobile sidebar', () => {
  test.use({viewport: {width: 390, height: 844}});

  test('opens with the doc menu, goes back to the main menu, locks scroll, closes on desktop', async ({page}) => {
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'ナビゲーションバーを開く'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    // On a doc page the secondary menu (the doc sidebar) opens first.
    const back = sidebar.getByRole('button', {name: '← メインメニューに戻る'});
    await expect(back).toBeVisible();
    await back.click();
    await expect(sidebar.locator('.navbar-sidebar__items--show-secondary')).toHaveCount(0);
    await expect(sidebar.getByRole('link', {name: 'ドキュメント', exact: true}).first()).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });

  test('is built, closed, after the page hydrates on a phone, and not at all on a wide screen (src/theme/Navbar/MobileSidebar)', async ({page}) => {
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    // Built ahead of the first tap, so it slides in rather than popping up.
    await expect(page.locator('.navbar-sidebar')).toHaveCount(1);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    // Inert while closed, so its links are counted, not looked up by role.
    expect(await page.locator('.navbar-sidebar a.menu__link').count()).toBeGreaterThan(5);

    await page.setViewportSize({width: 1200, height: 800});
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    await expect(page.locator('article h1')).toBeVisible();
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
  });
});

test.describe('diagrams', () => {
  const PAGE = 'developers/architecture/browser-service-workers';
  const svgWidths = (page: import('@playwright/test').Page) =>
    page.locator('.diagram-scroll').first().evaluate((region) => {
      const svg = region.querySelector('svg')!;
      return {drawn: Number(svg.getAttribute('width')), shown: svg.getBoundingClientRect().width, region: region.clientWidth};
    });

  test('on a phone a wide diagram keeps its size in a focusable region that scrolls', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(PAGE);
    await waitForHydration(page);
    const region = page.getByRole('region', {name: '図 (横にスクロールできます)'}).first();
    await expect(region.locator('svg')).toBeVisible();
    const widths = await svgWidths(page);
    expect(widths.drawn).toBeGreaterThan(widths.region);
    expect(Math.round(widths.shown)).toBe(Math.round(widths.drawn));
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((e) => e.scrollLeft)).toBeGreaterThan(0);
  });

  test('on a wide screen the same diagram fits the column', async ({page}) => {
    await page.goto(PAGE);
    await waitForHydration(page);
    await expect(page.locator('.diagram-scroll svg').first()).toBeVisible();
    const widths = await svgWidths(page);
    expect(widths.drawn).toBeGreaterThan(widths.region);
    expect(widths.shown).toBeLessThanOrEqual(widths.region);
  });
});

test('on a phone a wide table scrolls in a focusable region of its own', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('developers/apis/query-api');
  await waitForHydration(page);
  const region = page.getByRole('region', {name: '表 (横にスクロールできます)'}).first();
  await expect(region.locator('table')).toBeVisible();
  expect(await region.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
  await region.focus();
  await expect(region).toBeFocused();
});

test.describe('docs version', () => {
  test('a stored preferred version that does not exist is cleared', async ({page}) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('docs-preferred-version-default', '0.0.1-no-such-version');
        sessionStorage.setItem('seeded', '1');
      }
    });
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default')))
      .toBeNull();
  });
});
