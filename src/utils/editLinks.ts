/**
 * "Edit this page": the file of this repository a contributor edits to change a
 * doc page. A translated page is its file under i18n/<locale>/; a page not yet
 * translated shows the English text, so its English file; a generated page is
 * the code or translation file it is generated from.
 */
import fs from 'node:fs';
import path from 'node:path';
import {DEFAULT_LOCALE} from '../config/locales';
import {docsRepository} from '../config/site';

const SITE_DIR = path.resolve(__dirname, '../..');

/** Generated pages: what a contributor edits instead, per locale (English, and the translations). */
export const GENERATED_DOC_SOURCES: Record<string, {en: string; translated: (locale: string) => string}> = {
  'blueprints/steps/index': {
    en: 'src/plugins/blueprint-steps/renderSteps.ts',
    translated: (locale) => `src/plugins/blueprint-steps/${locale}.json`,
  },
  'blueprints/v2/reference': {
    en: 'src/plugins/blueprint-steps/renderV2Reference.ts',
    translated: (locale) => `src/plugins/blueprint-steps/${locale}.json`,
  },
  'developers/local-development/cli-reference': {
    en: 'src/plugins/cli-reference/renderCliReference.ts',
    translated: (locale) => `src/plugins/cli-reference/${locale}.json`,
  },
  // Its text in both languages lives in the renderer (there is no ja.json); the glossary rows in .textlint/glossary.yml.
  'contributing/translation-status': {
    en: 'src/plugins/translation-status/renderTranslationStatus.ts',
    translated: () => 'src/plugins/translation-status/renderTranslationStatus.ts',
  },
};

export function translatedDocsDir(locale: string): string {
  return `i18n/${locale}/docusaurus-plugin-content-docs/current`;
}

/** The repository path (from its root) of the file behind a doc page, e.g. `docs/about/build.md`. */
export function editSourcePath(docPath: string, locale: string, siteDir: string = SITE_DIR): string {
  const docId = docPath.replace(/\.mdx?$/, '');
  const generated = GENERATED_DOC_SOURCES[docId];
  if (generated) {
    const translation = generated.translated(locale);
    return locale === DEFAULT_LOCALE || !fs.existsSync(path.join(siteDir, translation)) ? generated.en : translation;
  }
  const translated = `${translatedDocsDir(locale)}/${docPath}`;
  if (locale !== DEFAULT_LOCALE && fs.existsSync(path.join(siteDir, translated))) return translated;
  return `docs/${docPath}`;
}

/** The GitHub edit URL of a doc page (the docs plugin's `editUrl` function). */
export function editUrl(
  {docPath, locale}: {docPath: string; locale: string},
  repository = docsRepository(),
  siteDir: string = SITE_DIR,
): string {
  return `${repository.url}/edit/${repository.branch}/${editSourcePath(docPath, locale, siteDir)}`;
}
