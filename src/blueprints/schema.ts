/**
 * The published Blueprint schema of @wp-playground/blueprints, and validators
 * for a whole Blueprint and for a single step (Node only: tests, generators).
 */
import fs from 'node:fs';
import path from 'node:path';
import Ajv, {type ErrorObject, type ValidateFunction} from 'ajv';

export const BLUEPRINTS_PACKAGE_DIR = path.resolve(__dirname, '../../node_modules/@wp-playground/blueprints');

export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  description?: string;
  deprecated?: boolean | string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
  pattern?: string;
  discriminator?: {propertyName: string};
  allOf?: JsonSchema[];
  if?: JsonSchema;
  then?: JsonSchema;
  contains?: JsonSchema;
};

export type BlueprintSchema = {definitions: Record<string, JsonSchema>};

export function blueprintsPackageVersion(packageDir = BLUEPRINTS_PACKAGE_DIR): string {
  return JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).version;
}

export function loadBlueprintSchema(packageDir = BLUEPRINTS_PACKAGE_DIR): BlueprintSchema {
  const file = path.join(packageDir, 'blueprint-schema.json');
  if (!fs.existsSync(file)) throw new Error(`@wp-playground/blueprints has no blueprint-schema.json at ${file}. Run npm install.`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

export type Validator = (value: unknown) => string | undefined;

/** Validators that return undefined when valid, else the schema error in one line. */
export function blueprintValidators(
  schema = loadBlueprintSchema(),
): {blueprint: Validator; blueprintV2: Validator; step: Validator} {
  const ajv = new Ajv({strict: false, allowUnionTypes: true, discriminator: true});
  ajv.addSchema(schema, 'blueprint');
  const wrap = (validate: ValidateFunction): Validator => (value) =>
    validate(value) ? undefined : describeErrors(validate.errors ?? []);
  return {
    blueprint: wrap(ajv.getSchema('blueprint#/definitions/BlueprintV1Declaration')!),
    blueprintV2: wrap(ajv.getSchema('blueprint#/definitions/BlueprintV2Declaration')!),
    step: wrap(ajv.getSchema('blueprint#/definitions/StepDefinition')!),
  };
}

/**
 * A oneOf over 29 steps reports an error per branch; the useful one is the
 * deepest (it names the property that is wrong in the matching step).
 */
function describeErrors(errors: ErrorObject[]): string {
  const deepest = [...errors].sort((a, b) => b.instancePath.length - a.instancePath.length)[0];
  if (!deepest) return 'invalid';
  const extra = deepest.params && 'additionalProperty' in deepest.params ? ` ('${deepest.params.additionalProperty}')` : '';
  const allowed = deepest.params && 'allowedValues' in deepest.params ? ` (${JSON.stringify(deepest.params.allowedValues)})` : '';
  return `${deepest.instancePath || '/'} ${deepest.message}${extra}${allowed}`;
}
