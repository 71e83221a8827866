/**
 * The AI-ready files (src/plugins/llms-txt): which pages llms.txt lists and in
 * which order, where each twin lives, and how a twin's links become absolute.
 * The built files themselves are checked in tests/e2e/llms.spec.ts.
 */
import {describe, expect, it} from 'vitest';
import {
  absoluteLink,
  cleanTwin,
  orderedDocs,
  renderLlmsTxt,
  sidebarDocIds,
  twinPath,
  type LinkContext,
  type LlmsDoc,
  withStaleNotice,
} from '../../src/plugins/llms-txt/llmsModel';

const BASE = '/wordpress-playground/ja/';
const SITE = 'https://wordpress.github.io';

function doc(pluginId: string, id: string, permalink: string, relativeSource: string, title = id): LlmsDoc {
  return {key: `${pluginId}:${id}`, title, description: `${title} の説明`, permalink, relativeSource, pluginId};
}

const run = doc('default', 'blueprints/v2/run', `${BASE}blueprints/v2/run`, 'blueprints/v2/run.md', '実行する');
const hub = doc('default', 'blueprints/v2/index', `${BASE}blueprints/v2`, 'blueprints/v2/index.md', '概要');
const about = doc('default', 'about/index', `${BASE}about/`, 'about/index.md');
const home = doc('default', 'index', BASE, 'index.md', 'ホーム');
const apiClient = doc('api', 'client/index', `${BASE}api/client`, 'client/index.md');
const apiNamespace = doc('api', 'client/namespace/V2Schema/index', `${BASE}api/client/namespace/V2Schema`, 'client/namespace/V2Schema/index.md');
const all = [run, hub, about, home, apiClient, apiNamespace];

function context(page: LlmsDoc): LinkContext {
  return {
    siteUrl: SITE,
    baseUrl: BASE,
    doc: page,
    byPermalink: new Map(all.map((d) => [d.permalink, d])),
    bySource: new Map(all.map((d) => [`${d.pluginId}:${d.relativeSource}`, d])),
  };
}

describe('twins', () => {
  it('sit at the route + .md; an index route drops its slash, the home page is index.md', () => {
    expect(twinPath(run.permalink, BASE)).toBe('/wordpress-playground/ja/blueprints/v2/run.md');
    expect(twinPath(about.permalink, BASE)).toBe('/wordpress-playground/ja/about.md');
    expect(twinPath(BASE, BASE)).toBe('/wordpress-playground/ja/index.md');
  });

  it('link to other twins by absolute URL, whatever form the source used', () => {
    const c = context(run);
    expect(absoluteLink('/blueprints/v2#formats', c)).toBe(`${SITE}${BASE}blueprints/v2.md#formats`);
    expect(absoluteLink('/about', c)).toBe(`${SITE}${BASE}about.md`);
    expect(absoluteLink('#cli', c)).toBe(`${SITE}${BASE}blueprints/v2/run.md#cli`);
    expect(absoluteLink('./index.md', c)).toBe(`${SITE}${BASE}blueprints/v2.md`);
    // TypeDoc's relative links resolve against the generated file, inside its own docs instance.
    expect(absoluteLink('namespace/V2Schema/index.md#blueprintv2', context(apiClient))).toBe(`${SITE}${BASE}api/client/namespace/V2Schema.md#blueprintv2`);
  });

  it('leave other sites alone, and point pages and images that are not docs at the built site', () => {
    const c = context(run);
    expect(absoluteLink('https://playground.wordpress.net/', c)).toBe('https://playground.wordpress.net/');
    expect(absoluteLink('mailto:a@example.com', c)).toBe('mailto:a@example.com');
    expect(absoluteLink('/search', c)).toBe(`${SITE}${BASE}search`);
    expect(absoluteLink('/img/logo.svg', c, true)).toBe(`${SITE}${BASE}img/logo.svg`);
  });

  it('rewrite links in prose, also around code in link text, but never inside code', () => {
    const markdown = [
      '# 実行する',
      '',
      '[概要](/blueprints/v2) と [`run`](#cli) と ![図](/img/a.png "図")。',
      'インラインコードの `[x](/about)` はそのまま。',
      '',
      '```json blueprint-v2 title="a.json" expect-error=\'Unsupported "7.0"\' expect-option="blogname=A"',
      '{"see": "[x](/about)"}',
      '```',
    ].join('\n');
    expect(cleanTwin(markdown, context(run)).split('\n')).toEqual([
      '# 実行する',
      '',
      `[概要](${SITE}${BASE}blueprints/v2.md) と [\`run\`](${SITE}${BASE}blueprints/v2/run.md#cli) と ![図](${SITE}${BASE}img/a.png "図")。`,
      'インラインコードの `[x](/about)` はそのまま。',
      '',
      '```json blueprint-v2 title="a.json"',
      '{"see": "[x](/about)"}',
      '```',
    ]);
  });
});

describe('a stale translation', () => {
  it('gets the notice of its page right after the title and description, linking the English twin', () => {
    const twin = '# 実行する\n\n> 説明の1行目\n\n本文です。\n';
    expect(withStaleNotice(twin, 'https://x/run.md')).toBe(
      '# 実行する\n\n> 説明の1行目\n\n:::caution\nこの翻訳のあとで、英語の原文が更新されています。最新の内容は[英語の原文](https://x/run.md)で確認してください。\n:::\n\n本文です。\n',
    );
    expect(withStaleNotice('# 題\n\n本文\n', 'u').startsWith('# 題\n\n:::caution\n')).toBe(true);
  });
});

describe('llms.txt', () => {
  const sidebar = [
    {type: 'doc', id: 'index'},
    {type: 'category', link: {type: 'doc', id: 'blueprints/v2/index'}, items: [{type: 'doc', id: 'blueprints/v2/run'}, {type: 'link', href: 'https://x'}]},
    {type: 'doc', id: 'about/index'},
  ];

  it('walks a sidebar in reading order, a category page before its items', () => {
    expect(sidebarDocIds(sidebar)).toEqual(['index', 'blueprints/v2/index', 'blueprints/v2/run', 'about/index']);
  });

  it('has one section per sidebar, each page once, linked to its twin with its description', () => {
    const docs = new Map(all.map((d) => [d.key, d]));
    const sections = orderedDocs(
      [
        {label: 'ドキュメント', docKeys: sidebarDocIds(sidebar).map((id) => `default:${id}`)},
        {label: '重複だけ', docKeys: ['default:index']},
        {label: 'API リファレンス', docKeys: ['api:client/index', 'api:unknown']},
      ],
      docs,
    );
    expect(sections.map((s) => [s.section, s.docs.map((d) => d.key)])).toEqual([
      ['ドキュメント', ['default:index', 'default:blueprints/v2/index', 'default:blueprints/v2/run', 'default:about/index']],
      ['API リファレンス', ['api:client/index']],
    ]);
    const text = renderLlmsTxt({siteName: 'サイト', summary: '要約', intro: '案内'}, sections, SITE, BASE);
    expect(text.split('\n').slice(0, 9)).toEqual([
      '# サイト',
      '',
      '> 要約',
      '',
      '案内',
      '',
      '## ドキュメント',
      '',
      `- [ホーム](${SITE}${BASE}index.md): ホーム の説明`,
    ]);
    expect(text).toContain(`- [実行する](${SITE}${BASE}blueprints/v2/run.md): 実行する の説明`);
  });
});
