/**
 * The runnable PHP examples, run for real: PHP.wasm from this site's own
 * build, in a Web Worker of Debian's Chromium, with every request outside the
 * machine refused (fixtures.ts). Each example on each page, in both locales,
 * runs; where the page states what it prints, the run must print exactly that.
 */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type {Locator, Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import {fencedBlocks} from '../../src/blueprints/codeBlocks';
import {outputMatches, phpRunMode} from '../../src/php-examples/marks';
import {docPageFiles} from '../support/docPages';
import {docIdToRoute} from '../../src/utils/writtenDocs';

/** Pages with runnable examples: the path to open (relative to the Japanese base URL) and how many. */
const examplePages = docPageFiles()
  .map(({page, file}) => ({
    page,
    count: fencedBlocks(fs.readFileSync(file, 'utf8')).filter((block) => block.lang === 'php' && phpRunMode(block.meta) === 'inline').length,
  }))
  .filter(({count}) => count > 0)
  .map(({page, count}) => {
    const [locale, id] = page.split(':') as [string, string];
    const route = docIdToRoute(id).slice(1);
    return {page, count, path: locale === 'ja' ? route : `../${route}`};
  });

const THE_SLUGS_PAGE = 'developers/xdebug/trace-and-profile';

/** Runs one example and waits for its result (loading PHP included). */
async function run(example: Locator): Promise<void> {
  await example.locator('[data-php-run]').click();
  // The Run button comes back when the run has ended, however it ended.
  await expect(example.locator('[data-php-result]')).toBeVisible({timeout: 60_000});
}

/** What differs between the example's run and the output its page states; undefined when they agree. */
async function outputProblem(example: Locator): Promise<string | undefined> {
  const result = example.locator('[data-php-result]');
  const kind = await result.getAttribute('data-php-result');
  if (kind !== 'done') return `the run ended as "${kind}": ${await result.innerText()}`;
  const exitCode = await example.locator('[data-php-exit-code]').count();
  if (exitCode > 0) return `exit code ${await example.locator('[data-php-exit-code]').getAttribute('data-php-exit-code')}`;
  const shown = example.locator('[data-php-shown-output] pre');
  if ((await shown.count()) === 0) return undefined;
  const printed = await example.locator('[data-php-stdout]').innerText();
  // One element per line in a highlighted block (innerText would double the line breaks).
  const stated = (await shown.locator('.token-line').allTextContents()).join('\n');
  return outputMatches(stated, printed) ? undefined : `prints ${JSON.stringify(printed)}, the page says ${JSON.stringify(stated)}`;
}

async function openExamples(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await waitForHydration(page);
  return page.locator('[data-php-example]');
}

test.describe('runnable PHP examples', () => {
  test('the pages have runnable examples in both locales', () => {
    expect(examplePages.filter(({page}) => page.startsWith('ja:')).length).toBeGreaterThan(0);
    expect(examplePages.filter(({page}) => page.startsWith('en:')).length).toBe(examplePages.filter(({page}) => page.startsWith('ja:')).length);
  });

  for (const {page: name, count, path} of examplePages) {
    test(`every example on ${name} runs and prints what the page says`, async ({page}) => {
      test.setTimeout(60_000 + count * 30_000);
      const examples = await openExamples(page, path);
      await expect(examples).toHaveCount(count);
      const problems: string[] = [];
      for (let i = 0; i < count; i++) {
        await run(examples.nth(i));
        const problem = await outputProblem(examples.nth(i));
        if (problem) problems.push(`example ${i + 1}: ${problem}`);
      }
      expect(problems).toEqual([]);
    });
  }

  test('a page whose stated output is wrong fails the check', async ({page}) => {
    const example = (await openExamples(page, THE_SLUGS_PAGE)).first();
    await run(example);
    expect(await outputProblem(example)).toBeUndefined();
    // Show a wrong output beside the real run, as a page with a mistake would.
    await example.evaluate((node) => {
      const shown = document.createElement('div');
      shown.setAttribute('data-php-shown-output', '');
      shown.innerHTML = '<pre><code><span class="token-line">99 slugs, the last one is hello-world-99</span></code></pre>';
      node.append(shown);
    });
    expect(await outputProblem(example)).toMatch(/the page says "99 slugs/);
  });

  test('nothing of PHP loads before the reader presses Run; then the binary comes from this site, once', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const example = (await openExamples(page, THE_SLUGS_PAGE)).first();
    expect(requests.filter((url) => /php-wasm|php_\d/.test(url))).toEqual([]);
    await run(example);
    const binaries = requests.filter((url) => url.endsWith('.wasm'));
    expect(binaries).toHaveLength(1);
    expect(new URL(binaries[0]!).pathname).toMatch(/^\/wordpress-playground\/php-wasm\/[\d.]+\/(jspi|asyncify)\/8_3_\d+\/php_8_3\.wasm$/);
    // Another visit reads it from the cache.
    requests.length = 0;
    const again = (await openExamples(page, THE_SLUGS_PAGE)).first();
    await run(again);
    expect(await outputProblem(again)).toBeUndefined();
    expect(requests.filter((url) => url.endsWith('.wasm'))).toEqual([]);
  });

  test('Edit, Run and Reset; the version selector picks the PHP that runs', async ({page}) => {
    const example = (await openExamples(page, THE_SLUGS_PAGE)).first();
    const original = await example.locator('pre code').innerText();
    await example.getByRole('button', {name: '編集'}).click();
    const editor = example.getByRole('textbox', {name: '例の PHP コード'});
    await expect(editor).toBeFocused();
    await expect(editor).toHaveValue(/unique_slugs/);
    await editor.fill('<?php echo PHP_VERSION, " ", PHP_SAPI;');
    await example.getByRole('combobox', {name: 'PHP'}).selectOption('7.4');
    await run(example);
    await expect(example.locator('[data-php-stdout]')).toHaveText(/^7\.4\.\d+ wasm$/);
    await example.getByRole('button', {name: '元に戻す'}).click();
    await expect(example.locator('textarea')).toHaveCount(0);
    // The block is rendered again, highlighted once Prism's chunk has run.
    await expect.poll(() => example.locator('pre code').first().innerText()).toBe(original);
  });

  test('a PHP error is shown once, as plain text on stderr, with the exit code', async ({page}) => {
    const example = (await openExamples(page, THE_SLUGS_PAGE)).first();
    await example.getByRole('button', {name: '編集'}).click();
    await example.locator('textarea').fill('<?php\necho "before\\n";\nthrow new Exception("boom");');
    await run(example);
    await expect(example.locator('[data-php-stdout]')).toHaveText('before');
    await expect(example.locator('[data-php-stderr]')).toContainText('PHP Fatal error:  Uncaught Exception: boom in /internal/eval.php:3');
    await expect(example.locator('[data-php-exit-code]')).toHaveText('終了コード 255');
  });

  test('an endless loop is stopped after the time limit, and the next run starts a fresh PHP', async ({page}) => {
    test.setTimeout(90_000);
    const example = (await openExamples(page, THE_SLUGS_PAGE)).first();
    await example.getByRole('button', {name: '編集'}).click();
    await example.locator('textarea').fill('<?php while (true) {}');
    await example.locator('[data-php-run]').click();
    // The page stays responsive while PHP spins in the worker.
    await expect(example.getByRole('button', {name: '停止'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'トラブルシューティング'}).first()).toBeVisible();
    await expect(example.locator('[data-php-result="timeout"]')).toContainText('10秒以内に終わらなかったため、実行を止めました', {timeout: 30_000});
    await example.getByRole('button', {name: '元に戻す'}).click();
    await run(example);
    expect(await outputProblem(example)).toBeUndefined();
  });

  test('the reader can stop a run', async ({page}) => {
    const example = (await openExamples(page, THE_SLUGS_PAGE)).first();
    await example.getByRole('button', {name: '編集'}).click();
    await example.locator('textarea').fill('<?php while (true) {}');
    await example.locator('[data-php-run]').click();
    await example.getByRole('button', {name: '停止'}).click();
    await expect(example.locator('[data-php-result="stopped"]')).toHaveText('実行を止めました。');
  });

  test.describe('when PHP cannot be downloaded', () => {
    test.use({expectedConsoleErrors: /php_8_3\.wasm|Failed to load resource/});
    test('the reader gets a clear message and the code stays', async ({page}) => {
      await page.route(/\.wasm$/, (route) => route.abort('internetdisconnected'));
      const example = (await openExamples(page, THE_SLUGS_PAGE)).first();
      await run(example);
      await expect(example.locator('[data-php-result="failed"]')).toContainText('PHP を読み込めませんでした');
      await expect(example.locator('pre code').first()).toContainText('unique_slugs');
      await expect(example.locator('[data-php-run]')).toBeEnabled();
    });
  });

  test('keyboard only: Run is reached with Tab, the result is announced, and axe finds nothing serious in light and dark', async ({page}) => {
    const example = (await openExamples(page, THE_SLUGS_PAGE)).first();
    // From the code block, Tab reaches Run after the block's own buttons.
    await example.locator('pre').first().focus();
    const onRun = () => page.evaluate(() => document.activeElement?.hasAttribute('data-php-run') ?? false);
    for (let presses = 0; presses < 6 && !(await onRun()); presses++) await page.keyboard.press('Tab');
    expect(await onRun()).toBe(true);
    await page.keyboard.press('Enter');
    await expect(example.locator('[data-php-result]')).toBeVisible({timeout: 60_000});
    await expect(example.locator('[aria-live="polite"]')).toContainText('100 slugs');
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({colorScheme});
      // The block is highlighted again in the dark theme once Prism's chunk has run, and colours change with a transition:
      // axe must see where both end.
      await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
      await expect(example.locator('pre code .token').first()).toBeVisible();
      await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
      const {violations} = await new AxeBuilder({page}).include('[data-php-example]').analyze();
      expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${colorScheme}: ${v.id}`)).toEqual([]);
    }
  });

  test('an example that needs WordPress opens in Playground with exactly the code the reader sees', async ({page}) => {
    for (const [path, landing, steps] of [
      ['guides/e2e-testing-with-playwright', '/wp-admin/options-general.php?page=site-notice', ['writeFile', 'activatePlugin']],
      ['guides/php-code-snippets', '/playground-example.php', ['writeFile']],
    ] as const) {
      await page.goto(path);
      await waitForHydration(page);
      const example = page.locator('div:has(> [data-php-run-in-playground])').first();
      const link = example.locator('[data-php-run-in-playground]');
      await expect(link).toHaveText(/Playground で実行/);
      await expect(link).toHaveAttribute('target', '_blank');
      const blueprint = JSON.parse(decodeURI(new URL((await link.getAttribute('href'))!).hash).substring(1));
      expect(blueprint.landingPage).toBe(landing);
      expect(blueprint.steps.map((step: {step: string}) => step.step)).toEqual(steps);
      const shown = (await example.locator('pre code .token-line').allTextContents()).join('\n');
      expect(blueprint.steps[0].data.trim()).toBe(shown.trim());
      // Nothing of the runner: these examples run in Playground, not on the page.
      await expect(example.locator('[data-php-run]')).toHaveCount(0);
    }
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}});
    test('the controls fit and the run prints', async ({page}) => {
      const example = (await openExamples(page, THE_SLUGS_PAGE)).first();
      const box = await example.locator('[data-php-run]').boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(390);
      await run(example);
      expect(await outputProblem(example)).toBeUndefined();
      // The result keeps PHP's lines as the stated output does; a long line scrolls inside it, not the page.
      await expect(example.locator('[data-php-stdout]')).toHaveCSS('white-space', 'pre');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    });
  });
});
