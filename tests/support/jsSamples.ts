/**
 * Names a JavaScript sample of the docs uses from the published packages:
 * named imports, members of the Playground client (always called `client` in
 * the docs) and the options given to `startPlaygroundWeb`. Each must be
 * declared by the package, or the sample would not work for a reader.
 */
import ts from 'typescript';
import {CHECKED_PACKAGES, HOSTED_CLIENT_URL, type PublishedApi} from './publishedTypes';

export const JS_LANGS = new Set(['js', 'jsx', 'ts', 'tsx', 'javascript', 'typescript']);

/** The package an import specifier refers to, when it is one whose types are checked. */
function checkedPackage(specifier: string): string | undefined {
  if (specifier === HOSTED_CLIENT_URL) return '@wp-playground/client';
  return (CHECKED_PACKAGES as readonly string[]).includes(specifier) ? specifier : undefined;
}

/** Problems with the names one sample uses, each with its 1-based line in the sample. */
export function undeclaredNames(code: string, lang: string, api: PublishedApi): string[] {
  const kind = lang.startsWith('t') ? (lang.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS) : lang.endsWith('x') ? ts.ScriptKind.JSX : ts.ScriptKind.JS;
  const source = ts.createSourceFile(`sample.${lang}`, code, ts.ScriptTarget.Latest, true, kind);
  const problems: string[] = [];
  const report = (node: ts.Node, message: string) =>
    problems.push(`line ${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${message}`);

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const pkg = checkedPackage(node.moduleSpecifier.text);
      const bindings = node.importClause?.namedBindings;
      if (pkg && bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          const name = (element.propertyName ?? element.name).text;
          if (!api.exports.get(pkg)!.has(name)) report(element, `${pkg} does not export \`${name}\``);
        }
      }
    }
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'client') {
      const name = node.name.text;
      if (!api.clientMembers.has(name)) report(node.name, `PlaygroundClient has no member \`${name}\``);
    }
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'startPlaygroundWeb') {
      const [options] = node.arguments;
      if (options && ts.isObjectLiteralExpression(options)) {
        for (const property of options.properties) {
          const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
          if (name && !api.startOptions.has(name)) report(property, `startPlaygroundWeb has no option \`${name}\``);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return problems;
}
