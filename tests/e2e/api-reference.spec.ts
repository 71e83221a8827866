import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import sections from '../../src/plugins/api-reference/sections.json';

/** One page of each kind in each section, where the section has that kind. */
const SAMPLES: Record<string, string[]> = {
  blueprints: ['class/CachedResource', 'function/installPlugin', 'interface/InstallPluginStep'],
  client: ['class/PHPResponse', 'function/startPlaygroundWeb', 'interface/StartPlaygroundOptions', 'namespace/Emscripten'],
  node: ['class/FileLockManagerForPosix', 'function/loadNodeRuntime', 'interface/PHPLoaderOptions'],
  progress: ['class/ProgressTracker', 'function/cloneResponseMonitorProgress', 'interface/DownloadProgress'],
  universal: ['class/PHP', 'function/setPhpIniEntries', 'interface/PHPRequest', 'namespace/Emscripten'],
  util: ['class/Semaphore', 'function/phpVar', 'interface/SemaphoreOptions'],
  web: ['class/FirewallInterferenceError', 'function/loadWebRuntime', 'interface/PHPWebLoaderOptions'],
};

/** Items the spec names, at the singular paths it promises. */
const RESOURCE_CLASSES = ['CachedResource', 'FetchResource', 'LiteralResource', 'UrlResource', 'VFSResource', 'SemaphoreResource'];
const STEP_FUNCTIONS = [
  'activatePlugin', 'activateTheme', 'installPlugin', 'installTheme', 'login', 'runPHP', 'runSql', 'wpCLI',
  'writeFile', 'writeFiles', 'unzip', 'mkdir', 'rm', 'rmdir', 'mv', 'cp', 'resetData', 'setSiteOptions',
  'setSiteLanguage', 'defineSiteUrl', 'defineWpConfigConsts', 'enableMultisite', 'importWxr', 'exportWXR',
  'updateUserMeta', 'zipWpContent', 'runWpInstallationWizard',
];
const STEP_INTERFACES = ['ActivatePluginStep', 'InstallPluginStep', 'InstallThemeStep', 'RunPHPStep', 'WriteFileStep', 'SetSiteLanguageStep'];
const CLIENT_ITEMS = ['function/startPlaygroundWeb', 'interface/PlaygroundClient', 'interface/StartPlaygroundOptions', 'interface/MountDescriptor'];

test('the API index lists the seven sections with a Japanese line each', async ({page}) => {
  await page.goto('api');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('API リファレンス');
  for (const section of sections) {
    const row = page.locator('table tr', {has: page.getByRole('link', {name: section.section, exact: true})});
    await expect(row).toContainText(section.package);
    await expect(row).toContainText(section.ja);
  }
  await expect(page.locator('nav.navbar').getByRole('link', {name: 'API リファレンス'})).toHaveClass(/navbar__link--active/);
});

for (const section of sections) {
  test(`section ${section.section}: index grouped by kind, and one page per kind`, async ({page}) => {
    await page.goto(`api/${section.section}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(section.section);
    await expect(page.getByRole('heading', {level: 2, name: '関数'})).toBeVisible();
    // The sidebar's groups are Japanese too, also when every locale is built in one run.
    const sidebar = page.getByRole('navigation', {name: 'ドキュメントのサイドバー'});
    await expect(sidebar.getByRole('button', {name: '関数', exact: true})).toBeVisible();
    await expect(sidebar.getByRole('button', {name: 'Functions', exact: true})).toHaveCount(0);
    for (const sample of SAMPLES[section.section]!) {
      await page.goto(`api/${section.section}/${sample}`);
      await waitForHydration(page);
      const name = sample.split('/')[1]!;
      await expect(page.locator('article h1')).toContainText(name);
      await expect(page.getByRole('navigation', {name: 'ドキュメントのサイドバー'})).toBeVisible();
    }
  });
}

test('a function page has Japanese headings and links to types in other packages', async ({page}) => {
  await page.goto('api/blueprints/function/installPlugin');
  await waitForHydration(page);
  await expect(page.locator('article h1')).toHaveText(/^関数: installPlugin/);
  await expect(page.getByRole('heading', {name: 'パラメーター'})).toBeVisible();
  await expect(page.getByRole('heading', {name: '戻り値'})).toBeVisible();
  // Type aliases are described on their section's page, under their own heading.
  await page.getByRole('link', {name: 'UniversalPHP'}).first().click();
  await expect(page).toHaveURL(/\/api\/universal\/?#universalphp$/);
  await expect(page.getByRole('heading', {level: 3, name: /UniversalPHP/})).toBeInViewport();
});

test('every item the spec names is served at its singular path', async ({page}) => {
  const paths = [
    ...RESOURCE_CLASSES.map((name) => `api/blueprints/class/${name}`),
    ...STEP_FUNCTIONS.map((name) => `api/blueprints/function/${name}`),
    ...STEP_INTERFACES.map((name) => `api/blueprints/interface/${name}`),
    ...CLIENT_ITEMS.map((item) => `api/client/${item}`),
  ];
  const missing: string[] = [];
  for (const path of paths) {
    const response = await page.request.get(path);
    if (response.status() !== 200) missing.push(`${path} (${response.status()})`);
  }
  expect(missing).toEqual([]);
});

test('every API page sits at /api, a section, or /api/{section}/{kind}/{Name} of the four kinds', () => {
  const sitemap = fs.readFileSync(path.resolve(__dirname, '../../build/ja/sitemap.xml'), 'utf8');
  const apiPaths = [...sitemap.matchAll(/<loc>[^<]*\/ja\/(api[^<]*)<\/loc>/g)].map((m) => m[1]!);
  const names = sections.map((s) => s.section).join('|');
  // A namespace nested in a namespace (Emscripten.FS) keeps a page of its own under its parent.
  const shape = new RegExp(
    `^api(/(${names})(/(class|function|interface|namespace)/[A-Za-z0-9_$]+(/namespace/[A-Za-z0-9_$]+)?)?)?/?$`,
  );
  expect(apiPaths.length).toBeGreaterThan(300);
  expect(apiPaths.filter((p) => !shape.test(p))).toEqual([]);
});

test('a long API page lays out only the parts near the screen, and an anchor still reaches its heading', async ({page}) => {
  await page.goto('api/client');
  await waitForHydration(page);
  const sections = page.locator('article .api-section');
  expect(await sections.count()).toBeGreaterThan(100);
  await expect(sections.first()).toHaveCSS('content-visibility', 'auto');
  // Every heading of the page's table of contents is still in the page, each in its part.
  const headings = page.locator('article .api-section > :is(h2, h3):first-child');
  expect(await headings.count()).toBe(await sections.count());

  // The last heading, from a link of the table of contents and from an address.
  const last = page.locator('article h3#supportedphpversionslist');
  await page.locator('.table-of-contents a[href="#supportedphpversionslist"]').first().evaluate((a: HTMLElement) => a.click());
  await expect(last).toBeInViewport();
  await page.goto('about:blank');
  await page.goto('api/client#supportedphpversionslist');
  await waitForHydration(page);
  await expect(last).toBeInViewport();
});
