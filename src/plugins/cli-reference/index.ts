/**
 * The Playground CLI reference, written at every build and `npm start` from the
 * `--help` output of the installed @wp-playground/cli, in English (docs/) and
 * Japanese (i18n/ja/). Nothing it writes is committed: when the CLI version
 * changes, the page follows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readCliHelp} from './cliHelp';
import {CLI_REFERENCE_DOC_ID, renderCliReferencePage, type Locale} from './renderCliReference';

export function cliReferencePageFiles(siteDir: string): Record<Locale, string> {
  return {
    en: path.join(siteDir, 'docs', `${CLI_REFERENCE_DOC_ID}.md`),
    ja: path.join(siteDir, 'i18n/ja/docusaurus-plugin-content-docs/current', `${CLI_REFERENCE_DOC_ID}.md`),
  };
}

export function writeCliReferencePages(siteDir: string): void {
  const help = readCliHelp(siteDir);
  for (const [locale, file] of Object.entries(cliReferencePageFiles(siteDir)) as [Locale, string][]) {
    const text = renderCliReferencePage(help, locale);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    // Unchanged text is not rewritten, so `npm start` does not reload for nothing.
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  }
}

export default function cliReferencePlugin(context: LoadContext): Plugin {
  // Written when the plugin is created, before the docs plugin reads docs/.
  writeCliReferencePages(context.siteDir);
  return {name: 'cli-reference'};
}
