/**
 * The Algolia Crawler configuration in tools/docsearch/crawler.config.js: it covers every
 * locale, leaves out the pages that are not documentation, sets up the index for Japanese,
 * and its selectors find the right elements in a page as this theme builds it.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import {load, type CheerioAPI} from 'cheerio';
import {describe, expect, it} from 'vitest';
import {LOCALES, LOCALE_CONFIGS} from '../../src/config/locales';
import {SITE_URL} from '../../src/config/site';

const ROOT = path.join(__dirname, '../..');
const CONFIG_FILE = path.join(ROOT, 'tools/docsearch/crawler.config.js');
/** Trimmed copy of build/ja/guides/phpunit-testing/index.html. */
const PAGE_FIXTURE = path.join(__dirname, 'fixtures/docsearch-page.ja.html');

type Selectors = string | string[];
type CustomVariable = {defaultValue: string | string[]};
type RecordProps = {
  lvl0: {selectors: Selectors; defaultValue: string};
  lvl1: Selectors;
  lvl2: Selectors;
  lvl3: Selectors;
  content: Selectors;
  pageRank: string;
  lang?: CustomVariable;
  language?: CustomVariable;
  docusaurus_tag?: CustomVariable;
  version?: CustomVariable;
};
type DocsearchOptions = {recordProps: RecordProps; indexHeadings: boolean; aggregateContent: boolean; recordVersion: string};
type Action = {
  indexName: string;
  pathsToMatch: string[];
  recordExtractor: (input: {$: CheerioAPI; url: URL; helpers: {docsearch: (options: DocsearchOptions) => unknown}}) => unknown;
};
type CrawlerConfig = {
  appId: string;
  apiKey: string;
  indexPrefix?: string;
  startUrls: string[];
  sitemaps: string[];
  discoveryPatterns: string[];
  exclusionPatterns: string[];
  schedule: string;
  actions: Action[];
  initialIndexSettings: Record<string, Record<string, unknown>>;
};

/** Runs the file as the Crawler editor does: one `new Crawler({...})` expression. */
function loadConfig(): CrawlerConfig {
  const created: CrawlerConfig[] = [];
  class Crawler {
    constructor(options: CrawlerConfig) {
      created.push(options);
    }
  }
  vm.runInNewContext(fs.readFileSync(CONFIG_FILE, 'utf8'), {Crawler}, {filename: CONFIG_FILE});
  expect(created).toHaveLength(1);
  return created[0];
}

// The Crawler matches URL patterns with micromatch; the same version is in node_modules
// (a dependency of @docusaurus/utils), without type declarations.
const micromatch = createRequire(__filename)('micromatch') as {isMatch: (url: string, patterns: string[]) => boolean};

const config = loadConfig();
const [action] = config.actions;
const localeRoots = LOCALES.map((locale) => `${SITE_URL}${LOCALE_CONFIGS[locale].baseUrl}`);

const isExcluded = (url: string) => micromatch.isMatch(url, config.exclusionPatterns);
const isCrawled = (url: string) =>
  micromatch.isMatch(url, config.discoveryPatterns) && micromatch.isMatch(url, action.pathsToMatch) && !isExcluded(url);

/** Runs the record extractor on a page and returns what it passes to helpers.docsearch. */
function extract($: CheerioAPI): DocsearchOptions | undefined {
  let options: DocsearchOptions | undefined;
  const result = action.recordExtractor({
    $,
    url: new URL(`${SITE_URL}/wordpress-playground/ja/guides/phpunit-testing`),
    helpers: {
      docsearch: (given) => {
        options = given;
        return [];
      },
    },
  });
  expect(result).toEqual([]);
  return options;
}

const loadPage = () => load(fs.readFileSync(PAGE_FIXTURE, 'utf8'));

/** Elements a recordProps selector finds: the first of a fallback list that matches anything. */
function select($: CheerioAPI, selectors: Selectors) {
  for (const selector of Array.isArray(selectors) ? selectors : [selectors]) {
    const found = $(selector);
    if (found.length > 0) return found;
  }
  return $([]);
}

describe('DocSearch crawler configuration', () => {
  it('keeps the credentials as placeholders and writes to one index without a prefix', () => {
    expect(config.appId).toBe('YOUR_APP_ID');
    expect(config.apiKey).toBe('YOUR_CRAWLER_API_KEY');
    expect(config.indexPrefix).toBeUndefined();
    expect(config.actions).toHaveLength(1);
    expect(Object.keys(config.initialIndexSettings)).toEqual([action.indexName]);
    // Not the upstream WordPress Playground index.
    expect(action.indexName).not.toBe('wordpress-playground');
    expect(config.schedule).toMatch(/^every 1 day at \d{1,2}:\d{2} [ap]m$/);
  });

  it('starts from every locale root and reads every locale sitemap', () => {
    expect(config.startUrls).toHaveLength(LOCALES.length);
    expect(config.sitemaps).toHaveLength(LOCALES.length);
    for (const root of localeRoots) {
      expect(config.startUrls).toContain(root);
      expect(config.sitemaps).toContain(`${root}sitemap.xml`);
      expect(isCrawled(root)).toBe(true);
    }
    expect(config.startUrls).toContain('https://wordpress.github.io/wordpress-playground/pt-BR/');
  });

  it('crawls the documentation pages of every locale', () => {
    for (const root of localeRoots) {
      for (const page of ['guides/phpunit-testing', 'guides/', 'api/node/', 'developers/apis/query-api', 'blueprints/steps']) {
        expect(isCrawled(`${root}${page}`), `${root}${page}`).toBe(true);
      }
    }
  });

  it('leaves out the dogfooding and search pages, the Markdown twins and the llms files', () => {
    for (const root of localeRoots) {
      for (const page of [
        '_dogfooding/crash',
        '_dogfooding/lazy-load',
        'search',
        'search?q=phpunit',
        'guides/phpunit-testing.md',
        'index.md',
        'api/node.md',
        'llms.txt',
        'llms-full.txt',
        '404.html',
      ]) {
        expect(isExcluded(`${root}${page}`), `${root}${page}`).toBe(true);
      }
    }
  });

  it('sets up the index for DocSearch facets and for Japanese', () => {
    const settings = config.initialIndexSettings[action.indexName];
    expect(settings.attributesForFaceting).toEqual(['type', 'lang', 'language', 'version', 'docusaurus_tag']);
    expect(settings.attributeForDistinct).toBe('url_without_anchor');
    expect(settings.attributesToSnippet).toEqual(['content:10']);
    expect(settings.indexLanguages).toContain('ja');
    // Algolia segments Japanese queries with its dictionary only when "ja" comes first.
    expect((settings.queryLanguages as string[])[0]).toBe('ja');
    expect(settings.ignorePlurals).toEqual(['en']);
    expect(settings.removeStopWords).toEqual(['en']);
    // Decompounding is for German, Dutch and the Nordic languages, not Japanese.
    expect(settings).not.toHaveProperty('decompoundQuery');
  });
});

describe('DocSearch record selectors on a page built by this theme (ja)', () => {
  it('finds the page title, its sections and their text', () => {
    const $ = loadPage();
    const options = extract($)!;
    const props = options.recordProps;
    expect(options).toMatchObject({indexHeadings: true, aggregateContent: true, recordVersion: 'v3'});

    // The deepest active sidebar category, not the navbar's "ドキュメント".
    expect(props.lvl0).toEqual({selectors: '', defaultValue: 'ガイド'});

    const h1 = select($, props.lvl1);
    expect(h1).toHaveLength(1);
    expect(h1.text()).toBe('Playground CLI で PHPUnit テストを実行する');

    const h2 = select($, props.lvl2);
    expect(h2.map((_, element) => $(element).attr('id')).get()).toEqual(['what-you-need', 'how-it-works']);
    // The permalink (a zero-width space in a.hash-link) is gone from the heading text.
    expect(h2.map((_, element) => $(element).text()).get()).toEqual(['必要なもの', '仕組み']);
    expect(select($, props.lvl3).attr('id')).toBe('choose-a-phpunit-version');

    const content = select($, props.content);
    expect(content.filter('p').length).toBeGreaterThanOrEqual(5);
    expect(content.filter('li')).toHaveLength(6);
    expect(content.filter('td').first().text()).toBe('7.4、8.0、8.1、8.2、8.3、8.4、8.5');
    // Breadcrumbs and the table of contents are not page text.
    expect(content.filter((_, element) => $(element).closest('.theme-doc-markdown').length === 0)).toHaveLength(0);
  });

  it('tags every record with the locale and the docs plugin the theme filters on', () => {
    const $ = loadPage();
    expect($('meta[name="docsearch:language"]').attr('content')).toBe('ja');
    expect($('meta[name="docsearch:docusaurus_tag"]').attr('content')).toBe('docs-default-current');
    const props = extract($)!.recordProps;
    expect(props.lang).toEqual({defaultValue: 'ja'});
    expect(props.language).toEqual({defaultValue: 'ja'});
    expect(props.docusaurus_tag).toEqual({defaultValue: 'docs-default-current'});
    expect(props.version).toEqual({defaultValue: ['current']});
    expect(props.pageRank).toBe('1');
  });

  it('ranks the generated API reference below the guides', () => {
    const $ = loadPage();
    $('meta[name="docsearch:docusaurus_tag"]').attr('content', 'docs-api-current');
    const props = extract($)!.recordProps;
    expect(props.docusaurus_tag).toEqual({defaultValue: 'docs-api-current'});
    expect(props.pageRank).toBe('0');
  });

  it('makes no records of a page without a doc body (redirect stubs)', () => {
    const $ = load(
      '<!DOCTYPE html><html><head><meta http-equiv="refresh" content="0; url=/wordpress-playground/ja/search"></head></html>',
    );
    expect(extract($)).toBeUndefined();
  });
});
