import os from 'node:os';
import {defineConfig, devices} from '@playwright/test';

/**
 * End-to-end tests of the production build in build/, served from disk the
 * way GitHub Pages serves it (tests/support/githubPagesServer.ts), in Debian's
 * Chromium. Playwright never downloads a browser of its own here.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The ja build searching Algolia (tests/e2e/search-algolia.spec.ts). */
export const ALGOLIA_PORT = PORT + 1;
const ALGOLIA_SPEC = /search-algolia\.spec\.ts/;

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/support/globalSetup.ts',
  fullyParallel: true,
  // At least two: most of a test's time is spent waiting on the browser, so two
  // workers use a 2-core machine better than Playwright's default of half the cores.
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, Math.floor(os.availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [['list'], ['json', {outputFile: 'test-results/e2e-report.json'}]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}/wordpress-playground/ja/`,
    locale: 'ja-JP',
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      // Flags for a machine without network access: without them Chromium keeps trying to reach Google hosts.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {name: 'desktop', testIgnore: ALGOLIA_SPEC, use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}}},
    {
      name: 'algolia',
      testMatch: ALGOLIA_SPEC,
      use: {...devices['Desktop Chrome'], viewport: {width: 1280, height: 800}, baseURL: `http://127.0.0.1:${ALGOLIA_PORT}/wordpress-playground/ja/`},
    },
  ],
});
