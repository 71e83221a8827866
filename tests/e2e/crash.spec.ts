import {test, expect, waitForHydration} from './fixtures';

test.describe('crash screen', () => {
  // React reports the error it caught in the error boundary.
  test.use({expectedConsoleErrors: /Crash test: rendering failed on purpose/});

  test('shows the Japanese crash screen with the cause chain, and "Try again" recovers', async ({page}) => {
    await page.goto('_dogfooding/crash');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'このページをクラッシュさせる'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('このページはクラッシュしました。');
    await expect(page).toHaveTitle(/ページエラー/);
    const main = page.locator('main');
    await expect(main).toContainText('Crash test: rendering failed on purpose.');
    await expect(main).toContainText('Crash test: the underlying cause.');
    await page.getByRole('button', {name: 'もう一度試す'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('クラッシュテスト');
  });

  test('the test page is kept out of search engines', async ({page}) => {
    await page.goto('_dogfooding/crash');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('whole-page crash screen', () => {
  test.use({expectedConsoleErrors: /Crash test: the whole page failed on purpose/});

  test('is Japanese, shows the cause chain, and "Try again" recovers', async ({page}) => {
    await page.goto('_dogfooding/layout-crash');
    await waitForHydration(page);
    await page.getByRole('button', {name: 'このページをクラッシュさせる'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('このページはクラッシュしました。');
    await expect(page).toHaveTitle('ページエラー');
    await expect(page.locator('main')).toContainText('原因:');
    await expect(page.locator('main')).toContainText('Crash test: the underlying cause.');
    await page.getByRole('button', {name: 'もう一度試す'}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('ページ全体のクラッシュテスト');
  });
});
