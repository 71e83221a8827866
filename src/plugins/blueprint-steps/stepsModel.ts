/**
 * What the steps reference says, taken from the published package only:
 * steps, parameters, types and parameter descriptions from blueprint-schema.json;
 * each step's purpose and example from the doc comments of its declaration
 * (lib/steps/*.d.ts), where the package documents its step handlers.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  BLUEPRINTS_PACKAGE_DIR,
  blueprintValidators,
  loadBlueprintSchema,
  type BlueprintSchema,
  type JsonSchema,
} from '../../blueprints/schema';
import fallbackExamples from './fallbackExamples.json';
import v2StepSummaries from './v2StepSummaries.json';
import v2StepExamples from './v2StepExamples.json';
import v2PropertySummaries from './v2PropertySummaries.json';

export type ParamDoc = {
  name: string;
  type: TypeDoc;
  required: boolean;
  description?: string;
  /** true, or the package's deprecation message. */
  deprecated?: true | string;
  /** Properties of an object parameter whose type the schema names (e.g. InstallPluginOptions). */
  properties?: ParamDoc[];
};

/** A type, as parts to render: names of references, literals and primitive types. */
export type TypeDoc =
  | {kind: 'primitive'; name: string}
  | {kind: 'literal'; value: unknown}
  | {kind: 'reference'; name: string}
  | {kind: 'array'; of: TypeDoc}
  | {kind: 'record'; of?: TypeDoc}
  | {kind: 'union'; of: TypeDoc[]};

export type StepDoc = {
  name: string;
  purpose?: string;
  /** The package marks the step @private: it exists but is meant for Playground itself. */
  internal: boolean;
  params: ParamDoc[];
  example: Record<string, unknown>;
  exampleSource: 'package' | 'fallback';
  /** The same step as a function exported by the package (its page in the API reference). */
  apiFunction?: string;
};

export type StepsModel = {version: string; steps: StepDoc[]; commonParams: ParamDoc[]};

/** References the resources page explains. */
export const RESOURCE_TYPES = ['FileReference', 'DirectoryReference'];
/** v2 data types (`DataSources.URLReference`...) have their own section in the v2 reference. */
export const DATA_TYPE_PREFIX = 'DataSources.';
/** Types shown by name, with a link to where they are explained. */
const isLinkedType = (name: string) => RESOURCE_TYPES.includes(name) || name.startsWith(DATA_TYPE_PREFIX);
/** Parameters every step accepts; documented once. */
const COMMON = ['progress'];

const refName = (ref: string) => ref.replace('#/definitions/', '');

type Definitions = BlueprintSchema['definitions'];

/**
 * A schema as a type. Named object types and resources stay references; other
 * named types (HTTPMethod, PHPRequestHeaders...) are spelled out where used.
 */
export function typeOf(schema: JsonSchema, definitions: Definitions): TypeDoc {
  const recurse = (s: JsonSchema) => typeOf(s, definitions);
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const target = definitions[name];
    // A recursive JSON value (an alias the schema generator names by hash).
    if (name.startsWith('alias-')) return {kind: 'primitive', name: 'JSON'};
    if (!target || target.properties || isLinkedType(name) || target.anyOf?.some((a) => a.$ref)) {
      return {kind: 'reference', name};
    }
    return recurse(target);
  }
  if (schema.const !== undefined) return {kind: 'literal', value: schema.const};
  if (schema.enum) return {kind: 'union', of: schema.enum.map((value) => ({kind: 'literal', value}))};
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return {kind: 'union', of: alternatives.map(recurse)};
  if (Array.isArray(schema.type)) return {kind: 'union', of: schema.type.map((name) => ({kind: 'primitive', name}))};
  if (schema.type === 'array') {
    const items = Array.isArray(schema.items) ? schema.items[0] : schema.items;
    return {kind: 'array', of: items ? recurse(items) : {kind: 'primitive', name: 'unknown'}};
  }
  if (schema.type === 'object' && !schema.properties) {
    const values = typeof schema.additionalProperties === 'object' && Object.keys(schema.additionalProperties).length > 0;
    return {kind: 'record', of: values ? recurse(schema.additionalProperties as JsonSchema) : undefined};
  }
  return {kind: 'primitive', name: schema.type ?? 'unknown'};
}

function paramsOf(schema: JsonSchema, definitions: BlueprintSchema['definitions'], depth = 0): ParamDoc[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).map(([name, property]) => {
    const param: ParamDoc = {name, type: typeOf(property, definitions), required: required.has(name)};
    if (property.description) param.description = property.description;
    if (property.deprecated) param.deprecated = typeof property.deprecated === 'string' ? property.deprecated.replace(/^\.\s*/, '') : true;
    // Named option objects (InstallPluginOptions, PHPRequest...) get their own table; resources have their page.
    const named = property.$ref ? definitions[refName(property.$ref)] : undefined;
    if (named?.properties && depth === 0 && !RESOURCE_TYPES.includes(refName(property.$ref!))) {
      param.properties = paramsOf(named, definitions, depth + 1);
    } else if (property.type === 'object' && property.properties && depth === 0 && !COMMON.includes(name)) {
      param.properties = paramsOf(property, definitions, depth + 1);
    }
    return param;
  });
}

type DeclarationDocs = {purpose?: string; examples: string[]; internal: boolean; handler?: string};

/** Doc comment text and tags of a node, as TypeScript parses them. */
function jsDoc(node: ts.Node): {text: string; tags: {name: string; text: string}[]} {
  const docs = (node as unknown as {jsDoc?: ts.JSDoc[]}).jsDoc ?? [];
  const flat = (c: ts.JSDoc['comment']) => (typeof c === 'string' ? c : (c ?? []).map((part) => part.text).join(''));
  return {
    text: docs.map((doc) => flat(doc.comment)).join('\n').trim(),
    tags: docs.flatMap((doc) =>
      (doc.tags ?? []).map((tag) => ({
        name: tag.tagName.text,
        // A @param tag's text starts with the parameter's name.
        text: `${ts.isJSDocParameterTag(tag) ? `${tag.name.getText()} ` : ''}${flat(tag.comment)}`.trim(),
      })),
    ),
  };
}

/**
 * For each step name, its purpose (the handler's doc comment, which the step
 * type inherits with @inheritDoc) and its @example JSON.
 */
export function declarationDocs(packageDir = BLUEPRINTS_PACKAGE_DIR): Map<string, DeclarationDocs> {
  const dir = path.join(packageDir, 'lib', 'steps');
  const handlers = new Map<string, string>();
  /** Step type name -> the handler declared as `StepHandler<ThatType...>`. */
  const handlerOfType = new Map<string, string>();
  const steps: {step: string; type: string; own: string; inherit?: string; examples: string[]; internal: boolean}[] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.d.ts'))) {
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(dir, file), 'utf8'), ts.ScriptTarget.Latest, true);
    // A handler's comment documents `@param playground`; in some files it sits on the
    // statement before the handler (a result type), so it is found by that tag.
    const handlerComment = source.statements
      .map(jsDoc)
      .find((doc) => doc.tags.some((t) => t.name === 'param' && /^playground\b/.test(t.text)) && doc.text);
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          const typeText = declaration.type?.getText(source) ?? '';
          const isHandler = typeText.startsWith('StepHandler<');
          const stepType = /^StepHandler<(\w+)/.exec(typeText)?.[1];
          if (stepType && ts.isIdentifier(declaration.name)) handlerOfType.set(stepType, declaration.name.text);
          const text = jsDoc(statement).text || (isHandler ? handlerComment?.text : undefined);
          if (ts.isIdentifier(declaration.name) && text) handlers.set(declaration.name.text, text);
        }
        continue;
      }
      if (!ts.isInterfaceDeclaration(statement) && !ts.isTypeAliasDeclaration(statement)) continue;
      const members = ts.isInterfaceDeclaration(statement)
        ? statement.members
        : ts.isTypeLiteralNode(statement.type)
          ? statement.type.members
          : undefined;
      const stepMember = members?.find(
        (m): m is ts.PropertySignature => ts.isPropertySignature(m) && m.name.getText(source) === 'step',
      );
      const literal = stepMember?.type && ts.isLiteralTypeNode(stepMember.type) ? stepMember.type.literal : undefined;
      if (!literal || !ts.isStringLiteral(literal)) continue;
      const doc = jsDoc(statement);
      steps.push({
        step: literal.text,
        type: statement.name.text,
        own: doc.text,
        inherit: doc.tags.find((t) => t.name === 'inheritDoc')?.text,
        examples: doc.tags
          .filter((t) => t.name === 'example')
          .map((t) => /<code>([\s\S]*?)<\/code>/.exec(t.text)?.[1])
          .filter((code): code is string => code !== undefined),
        internal: doc.tags.some((t) => t.name === 'private'),
      });
    }
  }
  const result = new Map<string, DeclarationDocs>();
  for (const step of steps) {
    const purpose = (step.inherit && handlers.get(step.inherit)) || handlers.get(step.step) || step.own || undefined;
    result.set(step.step, {purpose, examples: step.examples, internal: step.internal, handler: handlerOfType.get(step.type)});
  }
  return result;
}

/** Names the package's entry point exports (resolved through its re-exports). */
export function exportedNames(packageDir = BLUEPRINTS_PACKAGE_DIR): Set<string> {
  const entry = path.join(packageDir, 'index.d.ts');
  const program = ts.createProgram([entry], {noEmit: true, skipLibCheck: true, noResolve: false});
  const checker = program.getTypeChecker();
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(entry)!);
  return new Set(symbol ? checker.getExportsOfModule(symbol).map((s) => s.name) : []);
}

export function buildStepsModel(packageDir = BLUEPRINTS_PACKAGE_DIR): StepsModel {
  const exported = exportedNames(packageDir);
  const schema = loadBlueprintSchema(packageDir);
  const validate = blueprintValidators(schema).step;
  const docs = declarationDocs(packageDir);
  const version = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version as string;
  const branches = schema.definitions.StepDefinition?.oneOf ?? [];
  if (branches.length === 0) throw new Error('blueprint-schema.json: StepDefinition lists no steps');
  let commonParams: ParamDoc[] = [];
  const steps = branches.map((branch): StepDoc => {
    const name = branch.properties?.step?.const;
    if (typeof name !== 'string') throw new Error('blueprint-schema.json: a step has no constant `step` name');
    const all = paramsOf(branch, schema.definitions);
    commonParams = all.filter((p) => COMMON.includes(p.name));
    const doc = docs.get(name);
    // The first of the package's examples that is valid for its own schema.
    let example = (doc?.examples ?? [])
      .map((code) => {
        try {
          return JSON.parse(code) as Record<string, unknown>;
        } catch {
          return undefined;
        }
      })
      .find((value) => value !== undefined && validate(value) === undefined);
    let exampleSource: StepDoc['exampleSource'] = 'package';
    if (!example) {
      example = (fallbackExamples as Record<string, Record<string, unknown>>)[name];
      exampleSource = 'fallback';
    }
    if (!example) throw new Error(`Steps reference: the package has no valid example for "${name}"; add one to fallbackExamples.json`);
    return {
      name,
      purpose: doc?.purpose,
      internal: doc?.internal ?? false,
      params: all.filter((p) => !COMMON.includes(p.name)),
      example,
      exampleSource,
      apiFunction: doc?.handler && exported.has(doc.handler) ? doc.handler : undefined,
    };
  });
  return {version, steps: steps.sort((a, b) => a.name.localeCompare(b.name)), commonParams};
}

/*
 * Blueprints v2 (`V2Schema.BlueprintV2`): a declaration of the site, whose
 * properties nest deeper than v1 step parameters, so each property or step is
 * documented as a flat list of fields with their paths (`plugins[].source`).
 */

/** One field of a v2 property or step: `content[type="posts"].source.post_title`. */
export type FieldDoc = {
  path: string;
  type: TypeDoc;
  required: boolean;
  description?: string;
  default?: unknown;
};

/** A top-level property of a v2 declaration, or a step of `additionalStepsAfterExecution`. */
export type V2EntryDoc = {
  name: string;
  /** One line for the overview table, written by this site (the schema's first sentences are not summaries). */
  summary: string;
  /** The schema's description; for steps the schema leaves undescribed, this site's summary. */
  description?: string;
  descriptionSource: 'package' | 'site';
  type: TypeDoc;
  required: boolean;
  default?: unknown;
  /** Nested fields, the entry itself excluded (for a step: its parameters). */
  fields: FieldDoc[];
};

/** A `DataSources.*` type: the forms data references and versions take. */
export type DataTypeDoc = {name: string; description?: string; type: TypeDoc; pattern?: string; fields: FieldDoc[]};

export type V2StepDoc = V2EntryDoc & {example: Record<string, unknown>};

/** A rule of the schema's `allOf`: when one property has a value, others must follow. */
export type V2Requirement =
  | {kind: 'equals'; property: string; value: unknown}
  | {kind: 'absent'; property: string}
  | {kind: 'contains'; property: string; field: string; value: unknown};
export type V2Rule = {when: {property: string; value: unknown}; then: V2Requirement[]};

export type V2ReferenceModel = {
  version: string;
  properties: V2EntryDoc[];
  rules: V2Rule[];
  steps: V2StepDoc[];
  dataTypes: DataTypeDoc[];
};

/**
 * A default as the schema states it. Some are prose from a doc comment
 * (`"8.0". Changing the default value will bump…`, `true.`): the value is what
 * leads the text; the rest is a note for the schema's maintainers.
 */
export function schemaDefault(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const match = /^("[^"]*"|true|false|-?\d+(?:\.\d+)?)\.(?:\s|$)/.exec(value);
  return match ? JSON.parse(match[1]!) : value;
}

/** The fields nested in a schema, each with its path below `path`. */
export function fieldsOf(schema: JsonSchema, at: string, definitions: Definitions, seen: string[] = []): FieldDoc[] {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    if (isLinkedType(name) || name.startsWith('alias-') || seen.includes(name)) return [];
    return fieldsOf(definitions[name] ?? {}, at, definitions, [...seen, name]);
  }
  const fields: FieldDoc[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = at ? `${at}.${name}` : name;
    const field: FieldDoc = {path, type: typeOf(property, definitions), required: required.has(name)};
    if (property.description) field.description = property.description;
    if (property.default !== undefined) field.default = schemaDefault(property.default);
    fields.push(field, ...fieldsOf(property, path, definitions, seen));
  }
  if (schema.type === 'array' && schema.items) {
    const items = Array.isArray(schema.items) ? schema.items[0]! : schema.items;
    fields.push(...fieldsOf(items, `${at}[]`, definitions, seen));
  }
  if (typeof schema.additionalProperties === 'object') {
    fields.push(...fieldsOf(schema.additionalProperties, `${at}.<name>`, definitions, seen));
  }
  const alternatives = schema.oneOf ?? schema.anyOf ?? [];
  const discriminator = schema.discriminator?.propertyName ?? discriminatorOf(alternatives);
  for (const alternative of alternatives) {
    const value = discriminator ? alternative.properties?.[discriminator]?.const : undefined;
    // `content[]` whose `type` is "posts" -> `content[type="posts"]`.
    const condition = `${discriminator}=${JSON.stringify(value)}`;
    // A form nested in a form of the same kind (`wxr` inside `wxr`) is already qualified.
    const qualified =
      value === undefined || at.endsWith(`[${condition}]`) ? at : at.endsWith('[]') ? `${at.slice(0, -2)}[${condition}]` : `${at}(${condition})`;
    fields.push(...fieldsOf(alternative, qualified, definitions, seen));
  }
  // Two alternatives with the same discriminator (e.g. two forms of "wxr") list a shared field once.
  return fields.filter((field, i) => fields.findIndex((f) => f.path === field.path) === i);
}

/** The property every object alternative fixes to a constant, if there is one. */
function discriminatorOf(alternatives: JsonSchema[]): string | undefined {
  const objects = alternatives.filter((a) => a.properties);
  if (objects.length < 2) return undefined;
  const candidates = Object.keys(objects[0]!.properties!).filter((key) => objects[0]!.properties![key]!.const !== undefined);
  return candidates.find((key) => objects.every((a) => a.properties?.[key]?.const !== undefined));
}

/**
 * The v2 reference: every top-level property of `V2Schema.BlueprintV2`, every
 * step `additionalStepsAfterExecution` accepts, and the `DataSources.*` types.
 * `summaries` describes the steps the schema leaves undescribed; `examples` holds
 * one complete v2 declaration per step, written for this site.
 */
/** The `if`/`then` rules of a declaration's `allOf`; a shape this site cannot state fails the build. */
export function rulesOf(declaration: JsonSchema): V2Rule[] {
  return (declaration.allOf ?? []).map((rule): V2Rule => {
    const condition = Object.entries(rule.if?.properties ?? {});
    if (condition.length !== 1 || condition[0]![1].const === undefined || !rule.then?.properties) {
      throw new Error(`blueprint-schema.json: a rule of V2Schema.BlueprintV2.allOf this site cannot describe: ${JSON.stringify(rule)}`);
    }
    const [property, {const: value}] = condition[0]!;
    const then = Object.entries(rule.then.properties).map(([name, requirement]): V2Requirement => {
      if ((requirement as unknown) === false) return {kind: 'absent', property: name};
      if (requirement.const !== undefined) return {kind: 'equals', property: name, value: requirement.const};
      const contained = Object.entries((requirement.contains as JsonSchema | undefined)?.properties ?? {});
      if (contained.length === 1 && contained[0]![1].const !== undefined) {
        return {kind: 'contains', property: name, field: contained[0]![0], value: contained[0]![1].const};
      }
      throw new Error(`blueprint-schema.json: a requirement on ${name} this site cannot describe: ${JSON.stringify(requirement)}`);
    });
    return {when: {property, value}, then};
  });
}

export function buildV2ReferenceModel(
  packageDir = BLUEPRINTS_PACKAGE_DIR,
  summaries: Record<string, string> = v2StepSummaries,
  examples: Record<string, Record<string, unknown>> = v2StepExamples,
): V2ReferenceModel {
  const schema = loadBlueprintSchema(packageDir);
  const definitions = schema.definitions;
  const declaration = definitions['V2Schema.BlueprintV2'];
  if (!declaration?.properties) throw new Error('blueprint-schema.json: no V2Schema.BlueprintV2 properties');
  const required = new Set(declaration.required ?? []);
  const propertySummaries: Record<string, string> = v2PropertySummaries;
  const properties = Object.entries(declaration.properties).map(([name, property]): V2EntryDoc => ({
    name,
    summary: required_(propertySummaries[name], `no summary for the property "${name}"; add one to v2PropertySummaries.json`),
    description: property.description,
    descriptionSource: 'package',
    type: typeOf(property, definitions),
    required: required.has(name),
    ...(property.default !== undefined ? {default: schemaDefault(property.default)} : {}),
    fields: fieldsOf(property, name, definitions),
  }));
  const stepItems = declaration.properties.additionalStepsAfterExecution?.items as JsonSchema | undefined;
  const branches = stepItems?.oneOf ?? stepItems?.anyOf ?? [];
  if (branches.length === 0) throw new Error('blueprint-schema.json: additionalStepsAfterExecution lists no steps');
  const validate = blueprintValidators(schema).blueprintV2;
  const steps = branches.map((branch): V2StepDoc => {
    const name = branch.properties?.step?.const;
    if (typeof name !== 'string') throw new Error('blueprint-schema.json: a v2 step has no constant `step` name');
    // A description without a word (`}}}`, a stray end of a doc comment upstream) describes nothing.
    const schemaDescription = /\p{L}/u.test(branch.description ?? '') ? branch.description : undefined;
    const description = schemaDescription ?? summaries[name];
    if (!description) throw new Error(`v2 reference: the schema does not describe the step "${name}"; add a summary to v2StepSummaries.json`);
    const example = examples[name];
    if (!example) throw new Error(`v2 reference: no example for the step "${name}"; add one to v2StepExamples.json`);
    const error = validate(example);
    if (error) throw new Error(`v2 reference: the example of "${name}" is not a valid v2 declaration: ${error}`);
    // `step` first: it is what the reader types first.
    const fields = fieldsOf(branch, '', definitions).sort((a, b) => Number(b.path === 'step') - Number(a.path === 'step'));
    return {
      name,
      summary: summaries[name] ?? firstSentenceOf(description),
      description,
      descriptionSource: schemaDescription ? 'package' : 'site',
      type: {kind: 'reference', name},
      required: false,
      fields,
      example,
    };
  });
  const dataTypes = Object.entries(definitions)
    .filter(([name]) => name.startsWith(DATA_TYPE_PREFIX))
    .map(([name, definition]): DataTypeDoc => ({
      name: name.slice(DATA_TYPE_PREFIX.length),
      description: definition.description,
      // The definition itself, not a link to it.
      type: typeOf({...definition, description: undefined}, definitions),
      ...(definition.pattern ? {pattern: definition.pattern} : {}),
      fields: fieldsOf(definition, '', definitions),
    }));
  const version = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version as string;
  return {version, properties, rules: rulesOf(declaration), steps: steps.sort((a, b) => a.name.localeCompare(b.name)), dataTypes};
}

function required_(value: string | undefined, message: string): string {
  if (!value) throw new Error(`v2 reference: ${message}`);
  return value;
}

function firstSentenceOf(text: string): string {
  const flat = text.split(/\n\s*\n|```/)[0]!.replace(/\s+/g, ' ').trim();
  return /^(.+?[.。])(\s|$)/.exec(flat)?.[1] ?? flat;
}
