/**
 * The API reference at /api: TypeDoc (with typedoc-plugin-markdown, driven by
 * docusaurus-plugin-typedoc) turns the published packages' type declarations
 * into Markdown under generated/api/ at every build and `npm start`, in the
 * language of the locale being built. Nothing it writes is committed.
 * A docs instance of its own (id `api`, see docusaurus.config.ts) serves that
 * folder, so the 400-item API sidebar is not shipped with every other doc page.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type {LoadContext, Plugin} from '@docusaurus/types';
import docusaurusPluginTypedoc from 'docusaurus-plugin-typedoc';
import {API_DOCS_DIR} from '../../config/site';
import sections from './sections.json';

export type ApiSection = (typeof sections)[number];
export {sections as API_SECTIONS};

const TYPEDOC_PLUGIN = path.join(__dirname, 'typedoc-plugin.mjs');

/** The `index.d.ts` of a package, resolved from the site. */
export function declarationFile(siteDir: string, packageName: string): string {
  return path.join(siteDir, 'node_modules', packageName, 'index.d.ts');
}

/**
 * Fails with the package's name when its declarations are missing or do not
 * parse; TypeDoc alone would log the error and leave the site without a reference.
 */
export function assertDeclarationsParse(siteDir: string): void {
  for (const {package: packageName} of sections) {
    const file = declarationFile(siteDir, packageName);
    if (!fs.existsSync(file)) {
      throw new Error(`API reference: ${packageName} has no type declarations at ${file}. Run npm install.`);
    }
    const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const diagnostics = (source as unknown as {parseDiagnostics: ts.Diagnostic[]}).parseDiagnostics;
    if (diagnostics.length > 0) {
      const first = diagnostics[0]!;
      const {line} = source.getLineAndCharacterOfPosition(first.start ?? 0);
      throw new Error(
        `API reference: the type declarations of ${packageName} do not parse (${file}:${line + 1}: ${ts.flattenDiagnosticMessageText(first.messageText, ' ')})`,
      );
    }
  }
}

export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  const out = path.join(context.siteDir, API_DOCS_DIR);
  assertDeclarationsParse(context.siteDir);
  fs.rmSync(out, {recursive: true, force: true});
  const plugin = await docusaurusPluginTypedoc(context, {
    id: 'api-reference',
    out,
    // Doc ids relative to the instance root: `index`, `client/function/startPlaygroundWeb`.
    docsPath: out,
    options: path.join(context.siteDir, 'typedoc.json'),
    entryPoints: sections.map((s) => declarationFile(context.siteDir, s.package)),
    plugin: [TYPEDOC_PLUGIN],
    router: 'singular-kind',
    lang: context.i18n.currentLocale === 'ja' ? 'ja' : 'en',
    entryFileName: 'index.md',
    hidePageHeader: true,
    hideBreadcrumbs: true,
    sidebar: {autoConfiguration: true, pretty: true, typescript: false, deprecatedItemClassName: 'typedoc-sidebar-item-deprecated'},
  } as unknown as Parameters<typeof docusaurusPluginTypedoc>[1]);
  if (!fs.existsSync(path.join(out, 'index.md'))) {
    throw new Error('API reference: TypeDoc produced no pages; its errors are printed above.');
  }
  // Jumps to a heading land on it, though the pages lay out their parts lazily (keepAnchorInView.ts).
  return {...plugin, name: 'api-reference', getClientModules: () => [path.join(__dirname, 'keepAnchorInView.ts')]};
}
