/**
 * What the published packages declare, read from their `.d.ts` with the
 * TypeScript checker (so inherited and mapped members count): the exports of
 * each package, the members of `PlaygroundClient` and the options that
 * `startPlaygroundWeb` accepts. The JavaScript samples of the docs are checked
 * against these names.
 */
import path from 'node:path';
import ts from 'typescript';

/** Packages whose exports a sample may import; the hosted client script is `@wp-playground/client`. */
export const CHECKED_PACKAGES = [
  '@wp-playground/client',
  '@wp-playground/blueprints',
  '@php-wasm/node',
  '@php-wasm/universal',
  '@php-wasm/web',
  '@php-wasm/util',
  '@php-wasm/progress',
] as const;

export const HOSTED_CLIENT_URL = 'https://playground.wordpress.net/client/index.js';

export type PublishedApi = {
  exports: Map<string, Set<string>>;
  clientMembers: Set<string>;
  startOptions: Set<string>;
};

const ROOT = path.resolve(__dirname, '../..');
const PROBE_FILE = path.join(ROOT, '__published-api-probe__.ts');
const PROBE = [
  ...CHECKED_PACKAGES.map((name, i) => `import * as pkg${i} from '${name}';`),
  `import type {PlaygroundClient, startPlaygroundWeb} from '@wp-playground/client';`,
  `declare const client: PlaygroundClient;`,
  `declare const options: Parameters<typeof startPlaygroundWeb>[0];`,
  `export {client, options, ${CHECKED_PACKAGES.map((_, i) => `pkg${i}`).join(', ')}};`,
].join('\n');

export function loadPublishedApi(): PublishedApi {
  const options: ts.CompilerOptions = {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
    noEmit: true,
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = ((exists) => (file: string) => file === PROBE_FILE || exists(file))(host.fileExists.bind(host));
  host.readFile = (file) => (file === PROBE_FILE ? PROBE : readFile(file));
  host.getSourceFile = (file, language, ...rest) =>
    file === PROBE_FILE ? ts.createSourceFile(file, PROBE, language, true) : getSourceFile(file, language, ...rest);
  const program = ts.createProgram([PROBE_FILE], options, host);
  const checker = program.getTypeChecker();
  const probe = program.getSourceFile(PROBE_FILE)!;

  const declared = new Map<string, ts.Symbol>();
  for (const statement of probe.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause?.namedBindings;
      if (clause && ts.isNamespaceImport(clause)) declared.set(clause.name.text, checker.getSymbolAtLocation(clause.name)!);
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        declared.set((declaration.name as ts.Identifier).text, checker.getSymbolAtLocation(declaration.name)!);
      }
    }
  }

  const exports = new Map<string, Set<string>>();
  CHECKED_PACKAGES.forEach((name, i) => {
    const alias = checker.getAliasedSymbol(declared.get(`pkg${i}`)!);
    const names = new Set(checker.getExportsOfModule(alias).map((s) => s.name));
    if (names.size === 0) throw new Error(`${name} declares no exports: is it installed (npm install)?`);
    exports.set(name, names);
  });
  const membersOf = (variable: string) => {
    const symbol = declared.get(variable)!;
    const type = checker.getTypeOfSymbolAtLocation(symbol, symbol.valueDeclaration!);
    return new Set(checker.getPropertiesOfType(checker.getApparentType(type)).map((s) => s.name));
  };
  const clientMembers = membersOf('client');
  const startOptions = membersOf('options');
  if (clientMembers.size === 0 || startOptions.size === 0) {
    throw new Error('Could not read PlaygroundClient or the startPlaygroundWeb options from @wp-playground/client');
  }
  return {exports, clientMembers, startOptions};
}
