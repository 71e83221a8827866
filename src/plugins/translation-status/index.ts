/**
 * Writes the translation page (renderTranslationStatus.ts) in English
 * (docs/) and Japanese (i18n/ja/) when the plugin is created, before the docs
 * plugin reads them. Nothing it writes is committed: the page follows the
 * pages' hashes, the git history and the glossary at every build.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {fromYAMLFilePath} from 'prh';
import {PLANNED_DOC_IDS} from '../../config/siteMap';
import {JA_DOCS_DIR, translationStatus} from '../../i18n/translationStatus';
import {hasFullHistory, lastCommitDate} from '../../utils/gitHistory';
import {DOCS_DIR, docFile} from '../../utils/writtenDocs';
import {
  TRANSLATION_STATUS_DOC_ID,
  TRANSLATION_STATUS_TITLE,
  renderTranslationStatusPage,
  type GlossaryRow,
  type Locale,
  type PageRow,
} from './renderTranslationStatus';

export const GLOSSARY_FILE = '.textlint/glossary.yml';

/**
 * One row per rule example of the textlint dictionary, in the dictionary's order (prh itself checks each
 * example). An example a rule leaves as it is (`1.5秒`) shows what the rule does not touch: no row.
 */
export function glossaryRows(siteDir: string): GlossaryRow[] {
  const rows = fromYAMLFilePath(path.join(siteDir, GLOSSARY_FILE))
    .rules.flatMap((rule) => rule.specs.map((spec) => ({avoid: spec.from, use: spec.to})))
    .filter((row) => row.avoid !== row.use);
  const seen = new Set<string>();
  return rows.filter((row) => !seen.has(row.avoid) && seen.add(row.avoid));
}

/** A page's title: its front matter `title`, else its first heading, else its id. */
function pageTitle(file: string | undefined, id: string): string {
  if (!file) return id;
  const text = fs.readFileSync(file, 'utf8');
  const fromFrontMatter = /^---\n[\s\S]*?^title:\s*(.+?)\s*$[\s\S]*?^---$/m.exec(text)?.[1];
  const title = fromFrontMatter ?? /^#\s+(.+)$/m.exec(text)?.[1] ?? id;
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

export function translationStatusFiles(siteDir: string): Record<Locale, string> {
  return {
    en: path.join(siteDir, 'docs', `${TRANSLATION_STATUS_DOC_ID}.md`),
    ja: path.join(siteDir, 'i18n/ja/docusaurus-plugin-content-docs/current', `${TRANSLATION_STATUS_DOC_ID}.md`),
  };
}

/** The page's text in each language, as the build writes it. */
export function translationStatusPages(siteDir: string): Record<Locale, string> {
  const withDates = hasFullHistory(siteDir);
  const states = new Map(translationStatus().map((page) => [page.id, page.state]));
  const glossary = glossaryRows(siteDir);
  const texts = {} as Record<Locale, string>;
  for (const locale of ['en', 'ja'] as const) {
    const pages: PageRow[] = PLANNED_DOC_IDS.filter((id) => states.has(id)).map((id) => {
      const english = docFile(DOCS_DIR, id);
      const japanese = docFile(JA_DOCS_DIR, id);
      const state = states.get(id)!;
      return {
        id,
        title: id === TRANSLATION_STATUS_DOC_ID ? TRANSLATION_STATUS_TITLE[locale] : pageTitle(locale === 'ja' ? japanese : english, id),
        state,
        // A generated page is not in git: its date would be the generator's, not the text's.
        ...(withDates && state !== 'generated' && japanese ? {japaneseUpdated: lastCommitDate(japanese, siteDir)} : {}),
        ...(withDates && state !== 'generated' && english ? {englishUpdated: lastCommitDate(english, siteDir)} : {}),
      };
    });
    texts[locale] = renderTranslationStatusPage(locale, pages, glossary, withDates);
  }
  return texts;
}

export function writeTranslationStatusPages(siteDir: string): void {
  const texts = translationStatusPages(siteDir);
  for (const [locale, file] of Object.entries(translationStatusFiles(siteDir)) as [Locale, string][]) {
    const text = texts[locale];
    fs.mkdirSync(path.dirname(file), {recursive: true});
    // Unchanged text is not rewritten, so `npm start` does not reload for nothing.
    if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text) fs.writeFileSync(file, text);
  }
}

export default function translationStatusPlugin(context: LoadContext): Plugin {
  writeTranslationStatusPages(context.siteDir);
  return {name: 'translation-status'};
}
