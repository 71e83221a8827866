/**
 * /blueprints/v2/reference is generated from the published schema by the same
 * model as the v1 steps reference: it must name every top-level property, every
 * step and every data type, show every field, hold only valid declarations, and
 * have a Japanese text for every English one.
 */
import {describe, expect, it} from 'vitest';
import {buildStepsModel, buildV2ReferenceModel, fieldsOf, rulesOf, schemaDefault} from '../../src/plugins/blueprint-steps/stepsModel';
import {englishTexts} from '../../src/plugins/blueprint-steps/renderSteps';
import {
  descriptionMarkdown,
  exampleBlock,
  renderV2ReferencePage,
  restoreCode,
  v2DataAnchor,
  v2EnglishTexts,
  v2PropertyAnchor,
  v2StepAnchor,
} from '../../src/plugins/blueprint-steps/renderV2Reference';
import jaTranslations from '../../src/plugins/blueprint-steps/ja.json';
import v2StepExamples from '../../src/plugins/blueprint-steps/v2StepExamples.json';
import {blueprintValidators, loadBlueprintSchema} from '../../src/blueprints/schema';
import {fencedBlocks, looksLike} from '../../src/blueprints/codeBlocks';
import {spacesAfterJapaneseFullStop} from '../support/japaneseSpacing';

const schema = loadBlueprintSchema();
const definitions = schema.definitions;
const declaration = definitions['V2Schema.BlueprintV2']!;
const stepBranches = declaration.properties!.additionalStepsAfterExecution!.items as {oneOf: {properties: {step: {const: string}}}[]};
const schemaSteps = stepBranches.oneOf.map((branch) => branch.properties.step.const);
const model = buildV2ReferenceModel();
const pages = {en: renderV2ReferencePage(model, 'en'), ja: renderV2ReferencePage(model, 'ja')};
const validateV2 = blueprintValidators(schema).blueprintV2;
// Built once here: reading the package's type declarations takes seconds on a busy machine.
const v1Model = buildStepsModel();

/** The text of a page under the heading with the given id, up to the next heading of any level. */
function section(page: string, anchor: string): string | undefined {
  return page.split(/^#{2,3} /m).find((part) => part.split('\n')[0]!.endsWith(`{#${anchor}}`));
}

describe(`v2 reference (generated from @wp-playground/blueprints ${model.version})`, () => {
  it('models all 22 top-level properties and every step of the schema', () => {
    expect(model.properties.map((p) => p.name)).toEqual(Object.keys(declaration.properties!));
    expect(model.properties).toHaveLength(22);
    expect(model.steps.map((s) => s.name).sort()).toEqual([...schemaSteps].sort());
    expect(model.steps.length).toBeGreaterThanOrEqual(21);
  });

  for (const [locale, page] of Object.entries(pages)) {
    it(`${locale}: a section for every property, step and data type, with every field path`, () => {
      for (const property of model.properties) {
        const text = section(page, v2PropertyAnchor(property.name));
        expect(text, property.name).toBeDefined();
        expect(text!.startsWith(`\`${property.name}\``)).toBe(true);
        for (const field of property.fields) expect(text, field.path).toContain(`| \`${field.path}\` |`);
      }
      for (const step of schemaSteps) {
        const text = section(page, v2StepAnchor(step));
        expect(text, step).toBeDefined();
        const branch = stepBranches.oneOf.find((b) => b.properties.step.const === step)!;
        for (const field of fieldsOf(branch, '', definitions)) expect(text, `${step}: ${field.path}`).toContain(`| \`${field.path}\` |`);
      }
      for (const name of Object.keys(definitions).filter((n) => n.startsWith('DataSources.'))) {
        expect(section(page, v2DataAnchor(name)), name).toBeDefined();
      }
    });

    if (locale === 'ja')
      it('ja: sentences and the default value follow each other without a space', () => {
        expect(spacesAfterJapaneseFullStop(pages.ja)).toEqual([]);
        expect(pages.ja).toContain('。デフォルト値:');
      });

    it(`${locale}: every in-page link has its heading`, () => {
      const anchors = new Set([...page.matchAll(/\{#([^}]+)\}/g)].map((m) => m[1]));
      const targets = [...page.matchAll(/\]\(#([^)]+)\)/g)].map((m) => m[1]);
      expect(targets.length).toBeGreaterThan(50);
      expect(targets.filter((target) => !anchors.has(target))).toEqual([]);
    });

    it(`${locale}: every declaration it shows is valid, and no other block looks like a Blueprint`, () => {
      const blocks = fencedBlocks(page);
      const declarations = blocks.filter((b) => b.meta === 'blueprint-v2');
      // One example per step, plus the schema's own examples.
      expect(declarations.length).toBeGreaterThan(schemaSteps.length);
      for (const block of declarations) expect(validateV2(JSON.parse(block.code)), block.code).toBeUndefined();
      for (const block of blocks.filter((b) => b.lang === 'json' && !b.meta)) {
        expect(looksLike(JSON.parse(block.code)), block.code).toBeUndefined();
      }
    });
  }

  it('states the rules across properties of the schema\'s allOf', () => {
    expect(model.rules.map((rule) => rule.when)).toEqual([
      {property: 'usersBaseline', value: 'empty'},
      {property: 'wordpressVersion', value: 'none'},
    ]);
    expect(section(pages.en, 'rules')).toContain('must include an item whose `role` is `"administrator"`');
    expect(() => rulesOf({allOf: [{if: {properties: {a: {type: 'string'}}}, then: {properties: {}}}]})).toThrow(/cannot describe/);
  });

  it('has a Japanese text for every English text of both references, and no leftover translation', () => {
    const texts = [...new Set(v2EnglishTexts(model))];
    expect(texts.filter((text) => !(text in jaTranslations))).toEqual([]);
    const used = new Set([...texts, ...englishTexts(v1Model)]);
    expect(Object.keys(jaTranslations).filter((text) => !used.has(text))).toEqual([]);
  });

  it('keeps the Japanese page free of English prose outside code', () => {
    const prose = pages.ja
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`]*`/g, '')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/https?:\/\/\S+/g, '')
      .replace(/^---[\s\S]*?---/, '');
    expect(prose.match(/[A-Za-z]+(?: [A-Za-z]+){5,}/g) ?? []).toEqual([]);
  });

  it('has one valid example of its own for every step, and none for a step that does not exist', () => {
    expect(Object.keys(v2StepExamples).sort()).toEqual([...schemaSteps].sort());
    const broken = {...v2StepExamples, mkdir: {version: 2, additionalStepsAfterExecution: [{step: 'mkdir'}]}};
    expect(() => buildV2ReferenceModel(undefined, undefined, broken)).toThrow(/example of "mkdir" is not a valid v2 declaration/);
  }, 30_000);
});

describe('schema descriptions on the page', () => {
  it('reads defaults written as prose', () => {
    expect(schemaDefault('"8.0". Changing the default value will bump the Blueprint version.')).toBe('8.0');
    expect(schemaDefault('true.')).toBe(true);
    expect(schemaDefault('keep-all')).toBe('keep-all');
    expect(schemaDefault(false)).toBe(false);
  });

  it('gives collapsed code its lines back', () => {
    // A line break before a closing brace at indentation 0 left a single blank, like any word gap: it stays.
    expect(restoreCode(' {     "a": [         1     ] } ')).toBe('{\n    "a": [\n        1\n    ] }');
  });

  it('completes an example into the declaration it stands for, or leaves it a snippet', () => {
    expect(exampleBlock('json', ' {     "plugins": [         "akismet"     ] } ')).toBe(
      '```json blueprint-v2\n{\n  "version": 2,\n  "plugins": [\n    "akismet"\n  ]\n}\n```',
    );
    expect(exampleBlock('json', ' {     "steps": [         {             "step": "mkdir",             "path": "x"         }     ] } ')).toContain(
      '"additionalStepsAfterExecution"',
    );
    expect(exampleBlock('json', ' {     "filename": "a.php",     "content": "x" } ')).toMatch(/^```json\n/);
    expect(exampleBlock('json', ' fonts: {     "a": 1 } ')).toMatch(/^```js\nfonts: \{\n/);
  });

  it('escapes prose for MDX and collapses its blanks', () => {
    expect(descriptionMarkdown('Use <b> and {x}   here.')).toBe('Use &lt;b> and \\{x\\} here.');
  });
});
