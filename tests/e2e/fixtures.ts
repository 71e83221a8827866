/**
 * Every end-to-end test fails on a page error or a console error, unless the
 * test names the exact message it expects; and no request leaves the machine.
 */
import {test as base, expect, type Page} from '@playwright/test';

type Options = {
  /** Console errors this test expects; a single pattern (Playwright reads an array option as a tuple). */
  expectedConsoleErrors: RegExp | null;
};

export type PageLog = {errors: string[]; warnings: string[]};

const isLocal = (url: URL) => url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'blob:';

export const test = base.extend<Options & {log: PageLog}>({
  expectedConsoleErrors: [null, {option: true}],
  log: async ({}, use) => {
    await use({errors: [], warnings: []});
  },
  context: async ({context}, use) => {
    await context.route((url) => !isLocal(url), (route) => route.abort('internetdisconnected'));
    await use(context);
  },
  page: async ({page, log, expectedConsoleErrors}, use) => {
    page.on('pageerror', (error) => log.errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') log.errors.push(message.text());
      if (message.type() === 'warning') log.warnings.push(message.text());
    });
    await use(page);
    const unexpected = log.errors.filter((e) => !expectedConsoleErrors?.test(e));
    expect(unexpected, 'page errors and console errors').toEqual([]);
  },
});

export {expect};

/** Waits until React has hydrated the server-rendered page (a readiness wait, not a speed check: see `npm run bench`). */
export async function waitForHydration(page: Page, timeout?: number): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout});
}
