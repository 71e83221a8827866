/**
 * The site's own search: terms (Japanese bigrams, identifiers, readings), the
 * records read from built HTML, ranking, highlighting, and the Algolia-shaped
 * answers the modal and the search page read.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {cacheOfSource, SEARCH_BAR_OF_SOURCE} from '../../src/plugins/local-search';
import {bigrams, indexTerms, MAX_QUERY_UNITS, queryUnits, stem} from '../../src/search/terms';
import {READINGS} from '../../src/search/readings';
import {buildIndex, highlight, loadIndex, searchIndex, snippetText} from '../../src/search/engine';
import {pageRecord, type PageRecord} from '../../src/search/records';
import {allowedTags, answer} from '../../src/search/algoliaResponse';
import {createLocalSearchClient, IndexNotBuiltError} from '../../src/search/localClient';

const page = (path: string, title: string, sections: Array<[string[], string, string?]>, tag = 'docs-default-current'): PageRecord => ({
  title,
  path,
  tag,
  sections: sections.map(([headings, text, anchor]) => ({headings, text, anchor, code: '', keys: ''})),
});

const PAGES: PageRecord[] = [
  page('web-instance', 'Web アプリ', [[[], 'サイドバーからサイトを選びます。'], [['保存'], 'ブラウザーのストレージにサイトを保存します。', 'save']]),
  page('guides/security', 'セキュリティ', [[[], 'サイバー攻撃から守る方法です。']]),
  page('developers/vscode', 'VS Code 拡張機能', [[[], 'VS Code の拡張機能で Playground を起動します。']]),
  page('blueprints/steps', 'Blueprint ステップ', [[['runPHP'], 'PHP コードを実行します。', 'runphp'], [['wp-cli'], 'WP-CLI のコマンドを実行します。', 'wp-cli']]),
  page('troubleshooting', 'トラブルシューティング', [[['「Unknown argument」と表示される'], 'CLI が Unknown argument: x と表示したら、オプション名を確かめます。', 'cli-unknown-argument']]),
  page('api/client/function/runPHP', 'runPHP', [[[], 'Runs PHP code.']], 'docs-api-current'),
];

const index = loadIndex(JSON.parse(JSON.stringify(buildIndex(PAGES.filter((p) => !p.path.startsWith('api/'))))));
const apiIndex = loadIndex(buildIndex(PAGES.filter((p) => p.path.startsWith('api/'))));
const paths = (query: string, tags?: string[]) => [...new Set(searchIndex([index, apiIndex], query, {tags}).map((hit) => hit.path))];

describe('terms', () => {
  it('cuts Japanese into bigrams within one script, so サイバー is not found in サイドバー', () => {
    expect(bigrams('サイバー')).toEqual(['サイ', 'イバ', 'バー']);
    const sidebar = new Set(indexTerms('サイドバー'));
    expect(bigrams('サイバー').every((gram) => sidebar.has(gram))).toBe(false);
    // A word without its long vowel mark still matches.
    expect(bigrams('ブラウザ').every((gram) => new Set(indexTerms('ブラウザー')).has(gram))).toBe(true);
  });

  it('keeps identifiers whole and split into their parts', () => {
    expect(indexTerms('runPHP')).toEqual(['runphp', 'run', 'php']);
    expect(indexTerms('wp-cli')).toEqual(['wpcli', 'wp', 'cli']);
    expect(indexTerms('setSiteOptions')).toEqual(['setsiteoption', 'set', 'site', 'option']);
    expect(queryUnits('--auto-mount')[0].alternatives).toEqual([['automount'], ['auto', 'mount']]);
  });

  it('reads full-width letters, half-width katakana and readings as the pages write them', () => {
    expect(queryUnits('ＰＨＰＵｎｉｔ')[0].alternatives).toEqual([['phpunit'], ['php', 'unit']]);
    expect(queryUnits('ﾌﾟﾗｸﾞｲﾝ')[0].alternatives).toEqual([bigrams('プラグイン')]);
    expect(queryUnits('ブループリント', READINGS)[0].alternatives).toEqual([['blueprint']]);
    expect(queryUnits('ブイエスコード', READINGS)[0].alternatives).toEqual([['vs', 'code']]);
  });

  it('stems plurals and -ing alike on both sides, and bounds a pasted log', () => {
    expect(stem('plugins')).toBe('plugin');
    expect(stem('mounting')).toBe('mount');
    expect(stem('status')).toBe('status');
    expect(queryUnits('word '.repeat(500))).toHaveLength(MAX_QUERY_UNITS);
  });
});

describe('ranking', () => {
  it('finds katakana, kanji compounds and readings', () => {
    expect(paths('サイドバー')).toEqual(['web-instance']);
    expect(paths('サイバー')).toEqual(['guides/security']);
    expect(paths('拡張機能')[0]).toBe('developers/vscode');
    expect(paths('ブイエスコード')[0]).toBe('developers/vscode');
  });

  it('finds identifiers, guides before the API reference on an equal match', () => {
    expect(paths('runPHP')).toEqual(['blueprints/steps', 'api/client/function/runPHP']);
    expect(paths('wp-cli')[0]).toBe('blueprints/steps');
  });

  it('finds the entry of a pasted message that has words of its own', () => {
    expect(paths('Error: Unknown argument: phpversion')[0]).toBe('troubleshooting');
  });

  it('keeps only the docs tags asked for', () => {
    expect(paths('runPHP', ['docs-api-current'])).toEqual(['api/client/function/runPHP']);
  });

  it('gives nothing, and no error, for input without words', () => {
    for (const query of ['', '   ', '　', '😀', '.*+?^${}()|[]\\', '<>']) expect(paths(query)).toEqual([]);
  });
});

describe('highlight and snippet', () => {
  it('escapes the text and marks the matches, width and case ignored', () => {
    expect(highlight('<b>PHPUnit</b> & phpunit', ['phpunit'], '<mark>', '</mark>')).toBe('&#60;b&#62;<mark>PHPUnit</mark>&#60;/b&#62; &#38; <mark>phpunit</mark>');
    expect(highlight('ＰＨＰ の設定', ['php'], '[', ']')).toBe('[ＰＨＰ] の設定');
  });

  it('shows a window around the first match', () => {
    const text = `${'あ'.repeat(200)}目印${'い'.repeat(200)}`;
    const snippet = snippetText(text, ['目印'], 40);
    expect(snippet).toContain('目印');
    expect(snippet.startsWith('…') && snippet.endsWith('…')).toBe(true);
  });
});

describe('Algolia-shaped answers', () => {
  it('reads filters from objects and from the search page helper\'s URL-encoded params', () => {
    expect(allowedTags([['language:ja'], ['docusaurus_tag:default', 'docusaurus_tag:docs-api-current']])).toEqual(['default', 'docs-api-current']);
    expect(allowedTags('["language:ja"]')).toBeUndefined();
    const result = answer([index], {indexName: 'x', params: `query=runPHP&hitsPerPage=1&facetFilters=${encodeURIComponent('[["docusaurus_tag:docs-default-current"]]')}`}, 'https://example.org', '/docs/ja/');
    expect(result.hits).toHaveLength(1);
    expect(result.nbPages).toBe(result.nbHits);
  });

  it('gives each hit its page as group, its heading path, anchor and marked snippet', () => {
    const [hit] = answer([index], {query: 'ストレージ', highlightPreTag: '<mark>', highlightPostTag: '</mark>'}, 'https://example.org', '/docs/ja/').hits;
    expect(hit.url).toBe('https://example.org/docs/ja/web-instance#save');
    expect(hit.hierarchy).toMatchObject({lvl0: 'Web アプリ', lvl1: 'Web アプリ', lvl2: '保存'});
    expect(hit.type).toBe('content');
    expect(hit._snippetResult.hierarchy.lvl1.value).toBe('Web アプリ › 保存');
    expect(hit._snippetResult.content.value).toContain('<mark>ストレージ</mark>');
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual(['lvl1', 'lvl2']);
  });
});

describe('records from built HTML', () => {
  const html = `<html><head><meta name="docsearch:docusaurus_tag" content="docs-default-current"></head><body><article>
    <nav class="theme-doc-breadcrumbs"><a>パンくず</a></nav>
    <div class="theme-doc-markdown markdown"><header><h1>ページ</h1></header><p>はじめに <code>runPHP</code></p>
    <h2 id="a">見出し<a class="hash-link" href="#a">&#8203;</a></h2><p>本文</p><pre><code>npx @wp-playground/cli</code></pre>
    <h3 id="b">小見出し</h3><table><tbody><tr><td><code>--php</code></td><td>バージョン</td></tr></tbody></table>
    </div></article></body></html>`;

  it('has a section per heading, with its path, anchor, code apart and table keys', () => {
    const record = pageRecord(html, 'x')!;
    expect(record.title).toBe('ページ');
    expect(record.sections.map((s) => [s.headings, s.anchor])).toEqual([[[], undefined], [['見出し'], 'a'], [['見出し', '小見出し'], 'b']]);
    expect(record.sections[0].text).toBe('はじめに runPHP');
    expect(record.sections[1].code).toBe('npx @wp-playground/cli');
    expect(record.sections[2].keys).toBe('--php');
    expect(JSON.stringify(record)).not.toContain('パンくず');
  });

  it('skips pages that are not docs pages', () => {
    expect(pageRecord('<html><head></head><body><p>redirect</p></body></html>', 'y')).toBeUndefined();
  });
});

describe('the client under npm start', () => {
  it('says the index exists only in a build, without fetching anything', async () => {
    const client = createLocalSearchClient({baseUrl: '/docs/ja/', siteUrl: 'https://example.org', development: true});
    await expect(client.search({requests: [{query: 'PHPUnit'}]})).rejects.toBeInstanceOf(IndexNotBuiltError);
  });
});

describe('one source per build', () => {
  it('swaps the search bar module whether the bundler tests the import or the resolved file', () => {
    expect(SEARCH_BAR_OF_SOURCE.test('./sourceSearchBar')).toBe(true);
    expect(SEARCH_BAR_OF_SOURCE.test(path.join(__dirname, '../../src/theme/SearchBar/sourceSearchBar.ts'))).toBe(true);
    expect(fs.existsSync(path.join(__dirname, '../../src/theme/SearchBar/sourceSearchBar.ts'))).toBe(true);
    expect(SEARCH_BAR_OF_SOURCE.test('./LocalSearchBar')).toBe(false);
  });
});

describe('the bundler cache of each source', () => {
  it('keys the persistent cache by source, for Rspack and for webpack', () => {
    expect(cacheOfSource({experiments: {cache: {type: 'persistent', version: 'client-production-ja-3.10.2-abc'}}}, 'algolia')).toEqual({
      experiments: {cache: {type: 'persistent', version: 'client-production-ja-3.10.2-abc-search-algolia'}},
    });
    expect(cacheOfSource({cache: {type: 'filesystem', version: 'v'}}, 'local')).toEqual({cache: {type: 'filesystem', version: 'v-search-local'}});
    expect(cacheOfSource({cache: true}, 'local')).toEqual({});
  });
});
