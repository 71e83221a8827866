/**
 * The public translation page (/contributing/translation-status): every page
 * with its state, and the glossary from the textlint dictionary's examples.
 */
import path from 'node:path';
import {fromYAMLFilePath} from 'prh';
import {describe, expect, it} from 'vitest';
import {PLANNED_DOC_IDS} from '../../src/config/siteMap';
import {translationStatus} from '../../src/i18n/translationStatus';
import {glossaryRows, translationStatusPages} from '../../src/plugins/translation-status';
import {renderTranslationStatusPage, type PageRow} from '../../src/plugins/translation-status/renderTranslationStatus';
import {docIdToRoute} from '../../src/utils/writtenDocs';

const siteDir = path.resolve(__dirname, '../..');

describe('glossary', () => {
  it('has one row per example of the textlint dictionary that corrects something, each a form the dictionary really corrects', () => {
    const engine = fromYAMLFilePath(path.join(siteDir, '.textlint/glossary.yml'));
    const rows = glossaryRows(siteDir);
    // Every rule shows at least one example: a rule without one would be missing from the public glossary.
    expect(engine.rules.filter((rule) => rule.specs.length === 0).map((rule) => rule.expected)).toEqual([]);
    const corrections = engine.rules.flatMap((rule) => rule.specs.filter((spec) => spec.from !== spec.to).map((spec) => spec.from));
    expect(rows.length).toBe(new Set(corrections).size);
    // An example a rule leaves alone (a count written tight) is no glossary row.
    expect(rows.map((row) => row.avoid)).not.toContain('1.5秒');
    for (const row of rows) expect(engine.replaceByRule('glossary.md', row.avoid), row.avoid).toBe(row.use);
    expect(rows).toContainEqual({avoid: 'ユーザ', use: 'ユーザー'});
  });
});

describe('translation status page', () => {
  const pages: PageRow[] = [
    {id: 'about/build', title: '構築', state: 'translated', japaneseUpdated: new Date('2026-11-27T00:00:00Z'), englishUpdated: new Date('2026-11-20T00:00:00Z')},
    {id: 'about/test', title: 'テスト', state: 'stale'},
    {id: 'blueprints/steps/index', title: 'ステップ', state: 'generated'},
  ];
  const glossary = [{avoid: 'ユーザ', use: 'ユーザー'}];

  it('lists each page with a link, its state and its dates, and counts the states', () => {
    const page = renderTranslationStatusPage('ja', pages, glossary, true);
    expect(page).toContain('| [構築](/about/build) | 翻訳済み | 2026/11/27 | 2026/11/20 |');
    expect(page).toContain('| [テスト](/about/test) | 古い |  |  |');
    expect(page).toContain('| [ステップ](/blueprints/steps) | 生成 |');
    expect(page).toContain('全3ページのうち、「翻訳済み」が1ページ、「古い」が1ページ、「未翻訳」が0ページ、「生成」が1ページです。');
    // Terms are code spans, so the prose linter does not flag the forms the table lists as wrong.
    expect(page).toContain('| `ユーザ` | `ユーザー` |');
  });

  it('shows no dates at all, and says why, when the build has no full history', () => {
    const page = renderTranslationStatusPage('ja', pages, glossary, false);
    expect(page).not.toContain('2026/11/27');
    expect(page).not.toContain('| 日本語版の更新日');
    expect(page).toContain('Git の履歴がすべてそろっていないため');
    expect(renderTranslationStatusPage('en', pages, glossary, false)).toContain('did not have the whole Git history');
  });

  it('lists every page of the site map, in both languages, as the build writes it', () => {
    const states = new Map(translationStatus().map((row) => [row.id, row.state]));
    for (const text of Object.values(translationStatusPages(siteDir))) {
      for (const id of PLANNED_DOC_IDS) {
        expect(text, id).toMatch(new RegExp(`\\]\\(${docIdToRoute(id).replace(/[/.]/g, '\\$&')}\\) \\| `));
      }
      expect(text.match(/^\| \[/gm)).toHaveLength(states.size);
    }
  });
});
