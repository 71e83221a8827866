/**
 * /blueprints/steps is generated from the published package: it must cover
 * every step and parameter of the schema, in both locales, with valid examples
 * and a Japanese text for every English one.
 */
import {describe, expect, it} from 'vitest';
import {buildStepsModel, buildV2ReferenceModel} from '../../src/plugins/blueprint-steps/stepsModel';
import {v2EnglishTexts} from '../../src/plugins/blueprint-steps/renderV2Reference';
import {englishTexts, escapeMdx, renderStepsPage, stepAnchor, untranslatedTexts} from '../../src/plugins/blueprint-steps/renderSteps';
import fallbackExamples from '../../src/plugins/blueprint-steps/fallbackExamples.json';
import jaTranslations from '../../src/plugins/blueprint-steps/ja.json';
import {blueprintValidators, loadBlueprintSchema} from '../../src/blueprints/schema';
import {fencedBlocks} from '../../src/blueprints/codeBlocks';
import {spacesAfterJapaneseFullStop} from '../support/japaneseSpacing';

const schema = loadBlueprintSchema();
const model = buildStepsModel();
const schemaSteps = (schema.definitions.StepDefinition!.oneOf ?? []).map((branch) => ({
  name: branch.properties!.step!.const as string,
  params: Object.keys(branch.properties!).filter((p) => p !== 'progress'),
}));
const pages = {en: renderStepsPage(model, 'en'), ja: renderStepsPage(model, 'ja')};
// Built once here, outside any test's time limit.
const v2Model = buildV2ReferenceModel();

describe(`steps reference (generated from @wp-playground/blueprints ${model.version})`, () => {
  it('has every step of the schema, once', () => {
    expect(model.steps.map((s) => s.name).sort()).toEqual(schemaSteps.map((s) => s.name).sort());
  });

  for (const [locale, page] of Object.entries(pages)) {
    it(`${locale}: shows every step with its heading, every parameter, and a valid example`, () => {
      const validate = blueprintValidators(schema).step;
      for (const step of schemaSteps) {
        const section = page.split(/^## /m).find((s) => s.startsWith(`\`${step.name}\` {#${stepAnchor(step.name)}}`));
        expect(section, step.name).toBeDefined();
        for (const param of step.params) expect(section, `${step.name}.${param}`).toContain(`| \`${param}\` |`);
      }
      const examples = fencedBlocks(page).filter((b) => b.meta === 'blueprint-step');
      expect(examples).toHaveLength(schemaSteps.length);
      for (const block of examples) expect(validate(JSON.parse(block.code))).toBeUndefined();
    });
  }

  it('has a Japanese text for every English text, and no leftover translation', () => {
    expect(untranslatedTexts(model)).toEqual([]);
    // ja.json serves both references (the v2 one is checked in blueprintV2Reference.test.ts).
    const used = new Set([...englishTexts(model), ...v2EnglishTexts(v2Model)]);
    expect(Object.keys(jaTranslations).filter((text) => !used.has(text))).toEqual([]);
  });

  it('uses its own example only where the package has no valid one', () => {
    const fallbacks = model.steps.filter((s) => s.exampleSource === 'fallback').map((s) => s.name);
    expect(Object.keys(fallbackExamples).sort()).toEqual(fallbacks.sort());
  });

  it('takes purposes from the package', () => {
    expect(model.steps.find((s) => s.name === 'installPlugin')?.purpose).toMatch(/^Installs a WordPress plugin/);
    expect(model.steps.every((s) => s.purpose)).toBe(true);
  });

  it('links each step to its function in the API reference', () => {
    expect(model.steps.filter((s) => !s.apiFunction).map((s) => s.name)).toEqual([]);
    expect(model.steps.find((s) => s.name === 'wp-cli')?.apiFunction).toBe('wpCLI');
  });

  it('keeps the Japanese page free of English prose outside code', () => {
    const prose = pages.ja
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`]*`/g, '')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/^---[\s\S]*?---/, '');
    // An English sentence would show up as several English words in a row.
    expect(prose.match(/[A-Za-z]+(?: [A-Za-z]+){5,}/g) ?? []).toEqual([]);
    // Japanese sentences joined by the generator follow each other without a space (非推奨です。パラメーター…).
    expect(spacesAfterJapaneseFullStop(pages.ja)).toEqual([]);
  });
});

describe('links of the generated page', () => {
  it('drop links to docs pages not written yet, keeping their text', () => {
    const page = renderStepsPage(model, 'en', (route) => route !== '/blueprints/steps/resources');
    expect(page).not.toContain('](/blueprints/steps/resources)');
    expect(page).toContain('`FileReference`');
    expect(page).toContain('](/blueprints/steps/shorthands)');
  });
});

describe('escapeMdx', () => {
  it('escapes braces and angle brackets in prose only', () => {
    expect(escapeMdx('e.g. { "a": 1 } and <b> but `{x}` and\n```\n<?php {}\n```')).toBe(
      'e.g. \\{ "a": 1 \\} and &lt;b> but `{x}` and\n```\n<?php {}\n```',
    );
  });
});
