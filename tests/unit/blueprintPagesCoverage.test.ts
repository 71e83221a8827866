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
