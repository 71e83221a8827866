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
/** Parameters every step accepts; documented once. */
const COMMON = ['progress'];

const refName = (ref: string) => ref.replace('#/definitions/', '');

type Definitions = BlueprintSchema['definitions'];

/**
 * A schema as a type. Named object types and resources stay references; other
 * named types (HTTPMethod, PHPRequestHeaders...) are spelled out where used.
 */
function typeOf(schema: JsonSchema, definitions: Definitions): TypeDoc {
  const recurse = (s: JsonSchema) => typeOf(s, definitions);
  if (schema.$ref) {
    const name = refName(schema.$ref);
    const target = definitions[name];
    if (!target || target.properties || RESOURCE_TYPES.includes(name) || target.anyOf?.some((a) => a.$ref)) {
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
