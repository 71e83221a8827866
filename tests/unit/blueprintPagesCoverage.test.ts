/**
 * The pages that explain the Blueprint format cover the published schema:
 * every top-level property (data format), every resource type (resources) and
 * every shorthand with the steps it becomes (shorthands). A new property,
 * resource or shorthand in the package fails this test until a page explains it.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {BLUEPRINTS_PACKAGE_DIR, loadBlueprintSchema, type JsonSchema} from '../../src/blueprints/schema';
import {DOCS_DIR} from '../../src/utils/writtenDocs';
import {JA_DOCS_DIR} from '../../src/i18n/translationStatus';

const schema = loadBlueprintSchema();
const definitions = schema.definitions;
const topLevel = definitions.BlueprintV1Declaration!.properties!;

const pages = (id: string) =>
  [DOCS_DIR, JA_DOCS_DIR].map((dir) => ({file: path.relative(process.cwd(), path.join(dir, `${id}.md`)), text: fs.readFileSync(path.join(dir, `${id}.md`), 'utf8')}));

const mentions = (text: string, name: string) => text.includes(`\`${name}\``);

/** The `resource` values a reference type accepts, following anyOf/$ref. */
function resourceTypes(schemaPart: JsonSchema, seen = new Set<string>()): string[] {
  if (schemaPart.$ref) {
    const name = schemaPart.$ref.replace('#/definitions/', '');
    if (seen.has(name)) return [];
    seen.add(name);
    return resourceTypes(definitions[name]!, seen);
  }
  const own = schemaPart.properties?.resource?.const;
  return [...(typeof own === 'string' ? [own] : []), ...(schemaPart.anyOf ?? schemaPart.oneOf ?? []).flatMap((s) => resourceTypes(s, seen))];
}

/** A small valid value for a schema, to try each top-level property alone. */
function sample(part: JsonSchema): unknown {
  if (part.$ref) return sample(definitions[part.$ref.replace('#/definitions/', '')]!);
  if (part.const !== undefined) return part.const;
  if (part.enum) return part.enum[0];
  const alternatives = part.anyOf ?? part.oneOf;
  if (alternatives) return sample(alternatives[0]!);
  const type = Array.isArray(part.type) ? part.type[0] : part.type;
  if (type === 'boolean') return true;
  if (type === 'number') return 1;
  if (type === 'array') return [sample(Array.isArray(part.items) ? part.items[0]! : (part.items ?? {type: 'string'}))];
  if (type === 'object') {
    const value: Record<string, unknown> = {};
    for (const key of part.required ?? []) value[key] = sample(part.properties![key]!);
    if (Object.keys(value).length === 0 && typeof part.additionalProperties === 'object') value.EXAMPLE = sample(part.additionalProperties);
    return value;
  }
  return 'example';
}

/** The steps Playground's compiler adds for a Blueprint made of this one property. */
async function expansion(property: string): Promise<string[]> {
  const blueprints = createRequire(__filename)(path.join(BLUEPRINTS_PACKAGE_DIR, 'index.cjs'));
  let steps: {step: string}[] = [];
  await blueprints.compileBlueprintV1(
    {[property]: sample(topLevel[property]!)},
    {onBlueprintValidated: (expanded: {steps?: {step: string}[]}) => (steps = expanded.steps ?? [])},
  );
  return steps.map((s) => s.step);
}

describe('Blueprint format pages cover the published schema', () => {
  it('data format: every top-level property', () => {
    for (const {file, text} of pages('blueprints/data-format')) {
      expect(Object.keys(topLevel).filter((name) => !mentions(text, name)), file).toEqual([]);
    }
  });

  it('resources: every resource type', () => {
    const types = [...new Set([...resourceTypes({$ref: '#/definitions/FileReference'}), ...resourceTypes({$ref: '#/definitions/DirectoryReference'})])];
    expect(types.length).toBeGreaterThanOrEqual(9);
    for (const {file, text} of pages('blueprints/steps/resources')) {
      expect(types.filter((type) => !mentions(text, type)), file).toEqual([]);
    }
  });

  it('shorthands: every property that expands into steps, and the steps it becomes', async () => {
    const shorthands: Record<string, string[]> = {};
    for (const property of Object.keys(topLevel).filter((p) => p !== 'steps')) {
      const steps = await expansion(property);
      if (steps.length > 0) shorthands[property] = [...new Set(steps)];
    }
    expect(Object.keys(shorthands)).toEqual(expect.arrayContaining(['login', 'plugins', 'siteOptions', 'constants']));
    for (const {file, text} of pages('blueprints/steps/shorthands')) {
      const missing = Object.entries(shorthands).flatMap(([property, steps]) =>
        [property, ...steps].filter((name) => !mentions(text, name)).map((name) => `${property}: ${name}`),
      );
      expect(missing, file).toEqual([]);
    }
  });
});

describe('Blueprints v2 pages cover the published schema', () => {
  const v2 = definitions['V2Schema.BlueprintV2']!;
  const v1Steps = (definitions.StepDefinition!.oneOf ?? definitions.StepDefinition!.anyOf ?? [])
    .map((s) => (s.$ref ? definitions[s.$ref.replace('#/definitions/', '')]! : s).properties?.step?.const)
    .filter((name): name is string => typeof name === 'string');

  it('migrate from v1: every v1 top-level property and every v1 step, in the first column of a table', () => {
    expect(v1Steps.length).toBeGreaterThan(20);
    for (const {file, text} of pages('blueprints/v2/migrate-from-v1')) {
      const firstColumns = new Set([...text.matchAll(/^\| *`([^`]+)`/gm)].map((m) => m[1]));
      const missing = [...Object.keys(topLevel), ...v1Steps].filter((name) => !firstColumns.has(name));
      expect(missing, file).toEqual([]);
    }
  });

  it('data references: every kind of data reference the schema defines', () => {
    // The DataSources.* definitions that are kinds of reference (not version expressions).
    const kinds = Object.keys(definitions)
      .filter((name) => name.startsWith('DataSources.') && /Reference|Path|Inline|Slug/.test(name))
      .map((name) => name.replace('DataSources.', ''));
    expect(kinds.length).toBeGreaterThanOrEqual(8);
    for (const {file, text} of pages('blueprints/v2/data-references')) {
      expect(kinds.filter((kind) => !mentions(text, kind)), file).toEqual([]);
    }
  });

  it('the v2 hub links to every page of the section', () => {
    expect(Object.keys(v2.properties!)).toHaveLength(22);
    const section = fs.readdirSync(path.join(DOCS_DIR, 'blueprints/v2'), {recursive: true, encoding: 'utf8'})
      .filter((f) => f.endsWith('.md') && f !== 'index.md')
      .map((f) => `/blueprints/v2/${f.replace(/\.md$/, '').replace(/\/?index$/, '')}`);
    for (const {file, text} of pages('blueprints/v2/index')) {
      expect(section.filter((route) => !text.includes(`](${route})`) && !text.includes(`](${route}#`)), file).toEqual([]);
    }
  });
});
