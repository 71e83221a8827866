import {test, expect, waitForHydration} from './fixtures';
import {buildStepsModel, buildV2ReferenceModel} from '../../src/plugins/blueprint-steps/stepsModel';
import {v2PropertyAnchor, v2StepAnchor} from '../../src/plugins/blueprint-steps/renderV2Reference';
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
  await expect(page.locator('article')).toContainText(`${steps.length}種類のステップをすべて紹介します`);
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

test('a v2 declaration runs with the website\'s v2 runner, with exactly the JSON the reader sees', async ({page}) => {
  await page.goto('blueprints/v2/reference');
  await waitForHydration(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Blueprints v2 リファレンス');
  const block = page.locator('h3#step-writefiles ~ div:has(> [data-blueprint-run])').first();
  const link = block.locator('[data-blueprint-run]');
  await expect(link).toHaveText(/Playground で実行/);
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith('https://playground.wordpress.net/?experimental-blueprints-v2-runner=yes#')).toBe(true);
  const fromLink = JSON.parse(decodeURI(new URL(href).hash).substring(1));
  const shown = JSON.parse(await block.locator('pre code').innerText());
  expect(fromLink).toEqual(shown);
  expect(shown.version).toBe(2);
});

test('the v2 reference names every top-level property and step, and its type links lead to their data type', async ({page}) => {
  const model = buildV2ReferenceModel();
  await page.goto('blueprints/v2/reference');
  await waitForHydration(page);
  for (const property of model.properties) await expect(page.locator(`h3#${v2PropertyAnchor(property.name)} code`)).toHaveText(property.name);
  for (const step of model.steps) await expect(page.locator(`h3#${v2StepAnchor(step.name)} code`)).toHaveText(step.name);
  // Tables sit in a scroll region wrapper: the first table after the runPHP heading is its field table.
  await page.locator('h3#step-runphp ~ * table, h3#step-runphp ~ table').first().getByRole('link', {name: 'FileDataReference'}).first().click();
  await expect(page).toHaveURL(/#data-filedatareference$/);
  await expect(page.locator('h3#data-filedatareference')).toBeInViewport();
});
