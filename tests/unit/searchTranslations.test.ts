/**
 * Every string DocSearch 4.7 can show is translated in the Japanese build:
 * each key of its translation types is set by Docusaurus or by our wrapper, and
 * every id they use has a Japanese message.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const docusaurusFile = read('node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchTranslations/index.js');
const wrapperFile = read('src/theme/SearchTranslations/index.ts');
const jaCode: Record<string, {message: string}> = JSON.parse(read('i18n/ja/code.json'));

/** Keys of DocSearch's `...Translations` types. */
function docSearchKeys(): string[] {
  const types = read('node_modules/@docsearch/react/dist/esm/DocSearchModal.d.ts');
  const keys = new Set<string>();
  for (const match of types.matchAll(/type (\w+Translations) = Partial<\{([\s\S]*?)\}>;/g)) {
    for (const key of match[2]!.matchAll(/^\s{4}(\w+)\??:/gm)) keys.add(key[1]!);
  }
  return [...keys];
}

// Parts of the AI "searched for" sentence: set through aggregatedToolCallText.
const THROUGH_FUNCTION = ['before', 'separator', 'lastSeparator', 'after', 'aggregatedToolCallNode'];
// Nested groups, not strings.
const GROUPS = ['button', 'modal', 'searchBox', 'footer', 'newConversation', 'errorScreen', 'startScreen', 'noResultsScreen', 'resultsScreen', 'askAiScreen'];

describe('DocSearch strings in Japanese', () => {
  it('every DocSearch translation key is set', () => {
    const keys = docSearchKeys();
    expect(keys.length).toBeGreaterThan(50);
    const set = (key: string) => new RegExp(`\\b${key}:`).test(docusaurusFile) || new RegExp(`\\b${key}:`).test(wrapperFile);
    const missing = keys.filter((key) => !THROUGH_FUNCTION.includes(key) && !GROUPS.includes(key) && !set(key));
    expect(missing).toEqual([]);
  });

  it('every id has a Japanese message without a stray placeholder', () => {
    const ids = [...`${docusaurusFile}\n${wrapperFile}`.matchAll(/id: '(theme\.Search[\w.]+)'/g)].map((m) => m[1]!);
    expect(ids.length).toBeGreaterThan(60);
    const problems = [...new Set(ids)].flatMap((id) => {
      const message = jaCode[id]?.message;
      if (message === undefined) return [`${id}: no Japanese message`];
      if (!/[\u3040-\u30ff\u4e00-\u9fff、]/.test(message)) return [`${id}: not Japanese (${message})`];
      const placeholders = message.match(/\{\w+\}/g) ?? [];
      return placeholders.filter((p) => !['{count}', '{query}'].includes(p)).map((p) => `${id}: unknown placeholder ${p}`);
    });
    expect(problems).toEqual([]);
  });
});
