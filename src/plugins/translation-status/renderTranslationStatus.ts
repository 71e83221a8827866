/**
 * The public translation page (/contributing/translation-status), in English
 * and Japanese: the state of every page (the same model as the stale notice
 * and `npm run i18n:status`) and the glossary, whose rows are the examples
 * (`specs`) of the textlint dictionary's rules.
 */
import type {TranslationState} from '../../i18n/translationStatus';
import {docIdToRoute} from '../../utils/writtenDocs';

export const TRANSLATION_STATUS_DOC_ID = 'contributing/translation-status';
export type Locale = 'en' | 'ja';

/** This page's own title (its front matter, and its row, which is written before the file exists). */
export const TRANSLATION_STATUS_TITLE: Record<Locale, string> = {en: 'Translation status and glossary', ja: '翻訳状況と用語集'};

export type PageRow = {id: string; title: string; state: TranslationState; japaneseUpdated?: Date; englishUpdated?: Date};
export type GlossaryRow = {avoid: string; use: string};

type Text = {
  frontMatter: string;
  intro: string;
  statusHeading: string;
  statusIntro: string;
  summary: (counts: Record<TranslationState, number>, total: number) => string;
  columns: [string, string, string, string];
  state: Record<TranslationState, string>;
  generatedNote: string;
  noDates: string;
  glossaryHeading: string;
  glossaryIntro: string;
  glossaryColumns: [string, string];
  date: (date: Date) => string;
};

const TEXT: Record<Locale, Text> = {
  en: {
    frontMatter:
      'sidebar_label: Translation status\ndescription: The state of every Japanese page of these docs, and the terms the Japanese pages use. Generated at every build.',
    intro:
      'This page is generated from the repository at every build of the site. How to translate a page is in [Translations](/contributing/translations).',
    statusHeading: 'Status of each page {#status}',
    statusIntro:
      "Each Japanese page records, in its front matter (`translated_from`), a hash of the English text it translates. When the English page's text changes, the hashes differ and the page is stale: it then shows a notice with a link to the English original. `npm run i18n:status` prints the same list.",
    summary: (counts, total) =>
      `Of ${total} pages, ${counts.translated} are translated, ${counts.stale} are stale, ${counts.missing} are missing and ${counts.generated} are generated.`,
    columns: ['Page', 'State', 'Japanese updated', 'English updated'],
    state: {translated: 'Translated', stale: 'Stale', generated: 'Generated', missing: 'Missing'},
    generatedNote:
      'Generated pages are written in both languages from the published packages (their types, schema and CLI help) at every build, so they are never out of date.',
    noDates: 'This build did not have the whole Git history, so the table shows no dates.',
    glossaryHeading: 'Glossary {#glossary}',
    glossaryIntro:
      'The Japanese pages write these terms one way. The table is generated from the examples of the textlint dictionary (`.textlint/glossary.yml`); `npm run lint:ja` reports a "Not written" form as an error and names the "Written" one.',
    glossaryColumns: ['Not written', 'Written'],
    date: (date) => date.toISOString().slice(0, 10),
  },
  ja: {
    frontMatter:
      'sidebar_label: 翻訳状況\ndescription: 日本語ドキュメントの全ページの翻訳状況と、日本語のページで統一している表記の一覧です。サイトのビルドごとに生成されます。',
    intro:
      'このページは、サイトをビルドするたびにリポジトリの内容から自動で生成されます。翻訳の進め方は「[このドキュメントを翻訳する](/contributing/translations)」を参照してください。',
    statusHeading: 'ページごとの翻訳状況 {#status}',
    statusIntro:
      '日本語の各ページは、翻訳元である英語ページの本文のハッシュを、フロントマターの `translated_from` に記録しています。英語ページの本文が変わるとハッシュが一致しなくなり、その日本語ページは「古い」状態になります。「古い」ページの冒頭には、英語の原文へのリンクを添えた注意書きが表示されます。同じ一覧は `npm run i18n:status` でも表示できます。',
    summary: (counts, total) =>
      `全${total}ページのうち、「翻訳済み」が${counts.translated}ページ、「古い」が${counts.stale}ページ、「未翻訳」が${counts.missing}ページ、「生成」が${counts.generated}ページです。`,
    columns: ['ページ', '状態', '日本語版の更新日', '英語版の更新日'],
    state: {translated: '翻訳済み', stale: '古い', generated: '生成', missing: '未翻訳'},
    generatedNote:
      '「生成」のページは、公開されているパッケージの型定義、スキーマ、CLI のヘルプをもとに、ビルドのたびに英語版と日本語版の両方が作られます。そのため、内容が古くなることはありません。',
    noDates: 'このビルドでは Git の履歴がすべてそろっていないため、表に更新日を表示していません。',
    glossaryHeading: '用語集 {#glossary}',
    glossaryIntro:
      '日本語のページでは、次の表のとおり表記を統一しています。この表は、textlint の辞書 (`.textlint/glossary.yml`) にある各ルールの用例から生成しています。`npm run lint:ja` を実行すると、「使わない表記」はエラーとして報告され、あわせて「使う表記」が示されます。',
    glossaryColumns: ['使わない表記', '使う表記'],
    // Compact in a table cell, as Japanese tables write dates.
    date: (date) => date.toISOString().slice(0, 10).replace(/-/g, '/'),
  },
};

/** A table cell: pipes and line breaks would end it early. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\s*\n\s*/g, ' ');
/** A term in a code span: literal, and out of the prose linter's reach (it would flag the left-hand forms). */
const term = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);

export function renderTranslationStatusPage(
  locale: Locale,
  pages: PageRow[],
  glossary: GlossaryRow[],
  withDates: boolean,
): string {
  const text = TEXT[locale];
  const counts: Record<TranslationState, number> = {translated: 0, stale: 0, generated: 0, missing: 0};
  for (const page of pages) counts[page.state] += 1;
  const columns = withDates ? text.columns : text.columns.slice(0, 2);
  const rows = pages.map((page) => {
    const cells = [`[${cell(page.title)}](${docIdToRoute(page.id)})`, text.state[page.state]];
    if (withDates) {
      cells.push(page.japaneseUpdated ? text.date(page.japaneseUpdated) : '', page.englishUpdated ? text.date(page.englishUpdated) : '');
    }
    return `| ${cells.join(' | ')} |`;
  });
  return [
    '---',
    `title: ${TRANSLATION_STATUS_TITLE[locale]}`,
    text.frontMatter,
    `generated_from: ".textlint/glossary.yml and the translated_from hashes"`,
    '---',
    '',
    text.intro,
    '',
    `## ${text.statusHeading}`,
    '',
    text.statusIntro,
    '',
    text.summary(counts, pages.length),
    ...(withDates ? [] : ['', text.noDates]),
    '',
    `| ${columns.join(' | ')} |`,
    `| ${columns.map(() => '---').join(' | ')} |`,
    ...rows,
    '',
    text.generatedNote,
    '',
    `## ${text.glossaryHeading}`,
    '',
    text.glossaryIntro,
    '',
    `| ${text.glossaryColumns.join(' | ')} |`,
    '| --- | --- |',
    ...glossary.map((row) => `| ${term(row.avoid)} | ${term(row.use)} |`),
    '',
  ].join('\n');
}
