import {test, expect, waitForHydration} from './fixtures';
import {buildStepsModel} from '../../src/plugins/blueprint-steps/stepsModel';
import {stepAnchor} from '../../src/plugins/blueprint-steps/renderSteps';

const steps = buildStepsModel().steps;

test('every complete Blueprint runs in Playground with exactly the JSON the reader sees', async ({page}) => {
  await page.goto('guides/for-plugin-developers');
  await waitForHydration(page);
  const blocks = page.locator('div:has(> [data-blueprint-run])');
  const count = await blocks.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const block = blocks.nth(i);
    const link = block.locator('[data-blueprint-run]');
    await expect(link).toHaveText(/Playground で実行/);
    await expect(link).toHaveAttribute('target', '_blank');
    const href = (await link.getAttribute('href'))!;
    expect(href.startsWith('https://playground.wordpress.net/#')).toBe(true);
    // Read back as playground.wordpress.net does: decodeURI, then JSON.
    const fromLink = JSON.parse(decodeURI(new URL(href).hash).substring(1));
    const shown = JSON.parse(await block.locator('pre code').innerText());
    expect(fromLink).toEqual(shown);
    await expect(block.getByRole('button', {name: /コピー/})).toBeAttached();
  }
});

test('a single step is shown without a run link', async ({page}) => {
  await page.goto('blueprints/steps');
  await waitForHydration(page);
  const firstExample = page.locator('.theme-code-block').first();
  await expect(firstExample).toBeVisible();
  await expect(page.locator('[data-blueprint-run]')).toHaveCount(0);
});

test('the steps reference lists every step of the published schema, in Japanese', async ({page}) => {
  await page.goto('blueprints/steps');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Blueprint ステップリファレンス');
  await expect(page.locator('article')).toContainText(`全${steps.length}個のステップ`);
  for (const step of steps) {
    await expect(page.locator(`h2#${stepAnchor(step.name)} code`)).toHaveText(step.name);
  }
  // The overview table jumps to a step, and each step leads to its function in the API reference.
  await page.locator('table').first().getByRole('link', {name: 'installPlugin', exact: true}).click();
  await expect(page).toHaveURL(/#installplugin$/);
  const section = page.locator('h2#installplugin ~ p').filter({hasText: 'API リファレンス'}).first();
  await section.getByRole('link', {name: 'installPlugin()'}).click();
  await expect(page).toHaveURL(/\/api\/blueprints\/function\/installPlugin\/?$/);
  await expect(page.getByRole('heading', {level: 1})).toContainText('installPlugin');
});
