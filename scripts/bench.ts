#!/usr/bin/env tsx
/**
 * Benchmarks, kept out of the tests (timings are measured and printed, never asserted):
 *   npm run bench             everything below
 *   npm run bench -- --quick  skips the all-locale build and Lighthouse
 *
 * - TypeDoc generation time; cold ja build; cold build of all seven locales
 * - First-visit JavaScript and CSS (gzip) of a Japanese doc page, beside a stock
 *   Docusaurus classic site's doc page built in the same run (tools/bench/stock-site)
 * - Lighthouse mobile (median of 5, pages in turn) of the home page, a doc page, the steps reference
 *   and the largest API page, beside the stock classic site's doc page in the same
 *   run, as ratios to stock: score, total blocking time, script bytes; at Lighthouse's 4× CPU
 *   slowdown and at 6× (a slower phone), each with where the blocking time comes from (read from
 *   the run's Chromium trace, scripts/benchTrace.ts). Lighthouse is fetched by npx on first use.
 *   npm run bench -- --lighthouse-only   only that, on the builds already there
 *   npm run bench -- --search-only       only the search measures below, on the builds already there
 * - Runnable PHP examples: first-visit JS of a page with one (before Run) beside a doc page without,
 *   what the first Run downloads (the runner's JS, the PHP binary), and each PHP version's binary on the
 *   wire (gzip), both builds (JSPI, Asyncify)
 *   npm run bench -- --php-only          only these, on the ja build already there
 * - Search on the site's own index, ja and en: index size on the wire (gzip), and on a 4×-throttled
 *   CPU the time from a keystroke to the first results, with the index still loading (the reader
 *   opens the search and types at once) and loaded, with the search in its worker and all on the
 *   slowed page thread; beside the time the DocSearch modal takes to open in the same browser
 *   (the UI's own cost, whatever the source)
 * - `npm start` time until the first page is served
 */
import {execFile, execFileSync, spawn} from 'node:child_process';
import {promisify} from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {performance} from 'node:perf_hooks';
import {chromium, type Browser} from '@playwright/test';
import {startGithubPagesServer} from '../tests/support/githubPagesServer';
import {INDEX_FILES} from '../src/search/indexFiles';
import {blockingBySource} from './benchTrace';

const root = path.resolve(__dirname, '..');
const quick = process.argv.includes('--quick');
/** Only the Lighthouse comparison, on the builds already in build/ja and tools/bench/stock-site/build. */
const lighthouseOnly = process.argv.includes('--lighthouse-only');
/** Only the search measures, on the builds already there. */
const searchOnly = process.argv.includes('--search-only');
/** Only the runnable PHP example measures, on the ja build already there. */
const phpOnly = process.argv.includes('--php-only');
/** Rounds of Lighthouse per page; each measure is the median of these. */
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 5;
/** Lighthouse's mobile CPU slowdown, and a slower phone's. */
const CPU_SLOWDOWNS = [4, 6];
const STOCK_DIR = path.join(root, 'tools/bench/stock-site');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const rows: string[][] = [];

function report(measure: string, value: string, detail = '') {
  rows.push([measure, value, detail]);
  console.log(`${measure}: ${value} ${detail}`);
}

function run(command: string, args: string[], cwd = root) {
  execFileSync(command, args, {cwd, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, CI: 'true'}});
}

function seconds(fn: () => void): number {
  const start = performance.now();
  fn();
  return (performance.now() - start) / 1000;
}

function countFiles(dir: string, ext: string): number {
  return fs
    .readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith(ext)).length;
}

type Kind = 'js' | 'css' | 'prefetchedJs';

/**
 * gzip bytes of the JavaScript and CSS a first visit of `url` downloads, as
 * Chromium loads it (the HTML names only the entry scripts; route chunks come later).
 * Chunks of other pages that Docusaurus prefetches (`<link rel="prefetch">` for
 * links in view, fetched when the browser is idle) are counted apart.
 */
async function firstVisitBytes(url: string, buildDir: string, baseUrl: string): Promise<Record<Kind, number>> {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await browser.newPage();
    const files = new Map<string, Kind>();
    page.on('response', (response) => {
      const {pathname} = new URL(response.url());
      const prefetch = response.request().resourceType() === 'other';
      // A chunk the page executes counts as its own even when a prefetch fetched it first.
      if (pathname.endsWith('.js') && !(prefetch && files.has(pathname))) files.set(pathname, prefetch ? 'prefetchedJs' : 'js');
      if (pathname.endsWith('.css')) files.set(pathname, 'css');
    });
    await page.goto(url, {waitUntil: 'networkidle'});
    const totals: Record<Kind, number> = {js: 0, css: 0, prefetchedJs: 0};
    for (const [pathname, kind] of files) {
      const file = path.join(buildDir, decodeURIComponent(pathname).replace(baseUrl, ''));
      totals[kind] += zlib.gzipSync(fs.readFileSync(file)).length;
    }
    return totals;
  } finally {
    await browser.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The runnable PHP examples: what they add to a page's first visit, and what Run downloads (gzip, as served). */
async function phpExampleBench(): Promise<void> {
  const buildDir = path.join(root, 'build');
  const site = await startGithubPagesServer(buildDir, '/wordpress-playground/', 0);
  try {
    const plain = await firstVisitBytes(`${site.url}/wordpress-playground/ja/quick-start-guide`, buildDir, '/wordpress-playground/');
    const withExample = await firstVisitBytes(`${site.url}/wordpress-playground/ja/guides/php-code-snippets`, buildDir, '/wordpress-playground/');
    report('First-visit JS of a page with a runnable PHP example, before Run (gzip)', kb(withExample.js), `a doc page without one: ${kb(plain.js)}`);
    const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
    try {
      const page = await browser.newPage();
      await page.goto(`${site.url}/wordpress-playground/ja/guides/php-code-snippets`, {waitUntil: 'networkidle'});
      const loaded: string[] = [];
      page.on('response', (response) => loaded.push(new URL(response.url()).pathname));
      const example = page.locator('[data-php-example]').first();
      await example.locator('[data-php-run]').click();
      await example.locator('[data-php-result]').waitFor({timeout: 120_000});
      const gz = (pathname: string) => zlib.gzipSync(fs.readFileSync(path.join(buildDir, decodeURIComponent(pathname).replace('/wordpress-playground/', '')))).length;
      const js = loaded.filter((pathname) => pathname.endsWith('.js')).reduce((sum, pathname) => sum + gz(pathname), 0);
      const binary = loaded.find((pathname) => pathname.endsWith('.wasm'));
      report('First Run of a PHP example: the runner and worker JS (gzip)', kb(js), `${loaded.filter((p) => p.endsWith('.js')).length} files`);
      if (binary) report('First Run of a PHP example: the PHP binary (gzip)', kb(gz(binary)), `${path.basename(path.dirname(path.dirname(binary)))}/${path.basename(binary)}, ${kb(fs.statSync(path.join(buildDir, binary.replace('/wordpress-playground/', ''))).size)} uncompressed`);
    } finally {
      await browser.close();
    }
  } finally {
    await site.close();
  }
  const runtimeDir = path.join(buildDir, 'php-wasm');
  const binaries = fs.readdirSync(runtimeDir, {recursive: true, withFileTypes: true}).filter((entry) => entry.isFile() && entry.name.endsWith('.wasm'));
  for (const entry of binaries.sort((a, b) => path.join(a.parentPath, a.name).localeCompare(path.join(b.parentPath, b.name)))) {
    const file = path.join(entry.parentPath, entry.name);
    const build = path.basename(path.dirname(path.dirname(file)));
    report(`PHP binary on the wire: ${entry.name.replace(/^php_(\d)_(\d)\.wasm$/, 'PHP $1.$2')}, ${build}`, kb(zlib.gzipSync(fs.readFileSync(file)).length), `${kb(fs.statSync(file).size)} uncompressed`);
  }
}

async function main() {
  if (phpOnly) {
    await phpExampleBench();
    printTable();
    return;
  }
  if (searchOnly) {
    await searchBench(searchSites());
    printTable();
    return;
  }
  if (lighthouseOnly) {
    if (!fs.existsSync(path.join(STOCK_DIR, 'build'))) run('npx', ['docusaurus', 'build', STOCK_DIR]);
    await lighthouseAgainstStock(STOCK_DIR);
    printTable();
    return;
  }
  const apiOut = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const sections: {package: string}[] = JSON.parse(fs.readFileSync(path.join(root, 'src/plugins/api-reference/sections.json'), 'utf8'));
  const typedoc = seconds(() =>
    run('npx', [
      'typedoc', '--options', 'typedoc.json',
      ...sections.flatMap((s) => ['--entryPoints', `node_modules/${s.package}/index.d.ts`]),
      '--plugin', 'typedoc-plugin-markdown', '--plugin', './src/plugins/api-reference/typedoc-plugin.mjs',
      '--router', 'singular-kind', '--lang', 'ja', '--logLevel', 'Error', '--out', apiOut,
    ]),
  );
  report('TypeDoc (7 packages, Japanese)', `${typedoc.toFixed(1)} s`, `${countFiles(apiOut, '.md')} pages`);
  fs.rmSync(apiOut, {recursive: true, force: true});

  if (!quick) {
    run('npx', ['docusaurus', 'clear']);
    const all = seconds(() => run('npx', ['docusaurus', 'build']));
    report('Build, all seven locales (cold)', `${all.toFixed(1)} s`, `${countFiles(path.join(root, 'build'), '.html')} HTML files`);
  }
  run('npx', ['docusaurus', 'clear']);
  const ja = seconds(() => run('npx', ['docusaurus', 'build', '--locale', 'ja']));
  report('Build, ja only (cold)', `${ja.toFixed(1)} s`, `${countFiles(path.join(root, 'build/ja'), '.html')} HTML files`);

  // First visit of a doc page: this site against a stock classic site.
  const stockDir = STOCK_DIR;
  const stock = seconds(() => run('npx', ['docusaurus', 'build', stockDir]));
  const site = await startGithubPagesServer(path.join(root, 'build'), '/wordpress-playground/', 0);
  const stockSite = await startGithubPagesServer(path.join(stockDir, 'build'), '/', 0);
  const ours = await firstVisitBytes(`${site.url}/wordpress-playground/ja/quick-start-guide`, path.join(root, 'build'), '/wordpress-playground/');
  const theirs = await firstVisitBytes(`${stockSite.url}/second`, path.join(stockDir, 'build'), '/');
  await site.close();
  await stockSite.close();
  report('First-visit JS of a doc page (gzip)', `${kb(ours.js)} (${(ours.js / theirs.js).toFixed(3)}× stock)`, `stock classic site: ${kb(theirs.js)} (built in ${stock.toFixed(1)} s)`);
  report('JS prefetched for the next pages (gzip)', kb(ours.prefetchedJs), `stock classic site: ${kb(theirs.prefetchedJs)}`);
  report('First-visit CSS of a doc page (gzip)', kb(ours.css), `stock classic site: ${kb(theirs.css)}`);

  await phpExampleBench();

  // The all-locale build has en at the root of build/; a quick run builds it apart.
  if (!fs.existsSync(path.join(root, 'build', INDEX_FILES.docs))) run('npx', ['docusaurus', 'build', '--locale', 'en', '--out-dir', BENCH_EN_DIR]);
  await searchBench(searchSites());

  if (!quick) await lighthouseAgainstStock(stockDir);

  report('npm start, time to first page', `${(await startTime()).toFixed(1)} s`, 'ja, dev server');

  printTable();
}

function printTable() {
  console.log('\n| Measure | Value | Detail |\n|---|---|---|');
  for (const [measure, value, detail] of rows) console.log(`| ${measure} | ${value} | ${detail} |`);
}

type LighthouseResult = {performance: number; accessibility: number; tbtMs: number; scriptKb: number; blocking: Map<string, number>};

/** What a script of either site is, for the blocking-time breakdown (the same names for both sites). */
function scriptSource(url: string): string {
  const file = new URL(url).pathname.split('/').pop() ?? '';
  if (!file.endsWith('.js')) return "the page's inline scripts";
  if (/^main\./.test(file)) return 'main bundle (React, router, theme: hydration)';
  if (/^runtime~main\./.test(file)) return 'chunk loader';
  if (/prism/.test(file)) return 'code highlighting grammars';
  if (/^lazy-routes-/.test(file)) return 'route table';
  if (/search|docsearch|minisearch/i.test(file)) return 'search';
  if (/plugin-content-docs|theme-classic_lib_theme_Doc/.test(file)) return 'docs theme (sidebar, doc layout)';
  if (/^[0-9a-f]{8}\./.test(file)) return 'route chunks (page content, route data)';
  return 'shared chunks';
}

/** One Lighthouse mobile run: scores, total blocking time, the transferred bytes of scripts, and where the blocking comes from. */
async function lighthouseOnce(url: string, out: string, slowdown: number): Promise<LighthouseResult> {
  // Asynchronous: the server answering Lighthouse runs in this process, so a sync call would starve it.
  await promisify(execFile)('npx', [
    '--yes', 'lighthouse@12', url,
    '--quiet', '--output=json', `--output-path=${out}`, '--form-factor=mobile', `--throttling.cpuSlowdownMultiplier=${slowdown}`, '--save-assets',
    '--only-categories=performance,accessibility', `--chrome-path=${CHROMIUM}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
  ], {cwd: root, env: {...process.env, CI: 'true'}, maxBuffer: 64 * 1024 * 1024});
  const result = JSON.parse(fs.readFileSync(out, 'utf8'));
  const traceFile = out.replace(/\.json$/, '-0.trace.json');
  const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8'));
  const blocking = blockingBySource(trace.traceEvents ?? trace, slowdown, scriptSource);
  for (const asset of [traceFile, out.replace(/\.json$/, '-0.devtoolslog.json')]) fs.rmSync(asset, {force: true});
  const requests: {resourceType?: string; transferSize?: number}[] = result.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round(result.categories.performance.score * 100),
    accessibility: Math.round(result.categories.accessibility.score * 100),
    tbtMs: Math.round(result.audits['total-blocking-time'].numericValue),
    scriptKb: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    blocking,
  };
}

/** The median of each measure: robust to a run slowed by the shared machine and to a lucky one. */
function median(runs: LighthouseResult[]): LighthouseResult {
  const mid = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
  };
  const sources = new Set(runs.flatMap((r) => [...r.blocking.keys()]));
  return {
    performance: mid(runs.map((r) => r.performance)),
    accessibility: mid(runs.map((r) => r.accessibility)),
    tbtMs: Math.round(mid(runs.map((r) => r.tbtMs))),
    scriptKb: mid(runs.map((r) => r.scriptKb)),
    blocking: new Map([...sources].map((source) => [source, mid(runs.map((r) => r.blocking.get(source) ?? 0))])),
  };
}

/** The Japanese API page with the most HTML: the heaviest page to hydrate. */
function largestApiRoute(): string {
  const apiDir = path.join(root, 'build/ja/api');
  const pages = fs
    .readdirSync(apiDir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return {file, size: fs.statSync(file).size};
    });
  const largest = pages.reduce((a, b) => (a.size >= b.size ? a : b));
  return path.relative(path.join(root, 'build/ja'), path.dirname(largest.file)).split(path.sep).join('/');
}

/**
 * Lighthouse mobile of our pages and of the stock classic site's doc page, in the
 * same run through the same server code, printed as ratios to stock (#20's yardstick).
 * The pages take turns, round after round, so a slow spell of the shared machine
 * falls on every page alike rather than on whichever page was measured then.
 */
async function lighthouseAgainstStock(stockDir: string) {
  const server = await startGithubPagesServer(path.join(root, 'build'), '/wordpress-playground/', 0);
  const stockServer = await startGithubPagesServer(path.join(stockDir, 'build'), '/', 0);
  try {
    const pages: {label: string; url: string; runs: Map<number, LighthouseResult[]>}[] = [
      {label: 'stock classic doc page (yardstick)', url: `${stockServer.url}/second`, runs: new Map()},
      ...[['home', ''], ['doc page', 'quick-start-guide'], ['steps reference', 'blueprints/steps'], ['largest API page', largestApiRoute()]].map(
        ([label, route]) => ({label: `${label} (/ja/${route})`, url: `${server.url}/wordpress-playground/ja/${route}`, runs: new Map()}),
      ),
    ];
    for (let round = 0; round < LIGHTHOUSE_RUNS; round += 1) {
      for (const slowdown of CPU_SLOWDOWNS) {
        for (const [index, page] of pages.entries()) {
          const run = await lighthouseOnce(page.url, path.join(os.tmpdir(), `lighthouse-${index}-${slowdown}x-${round}.json`), slowdown);
          page.runs.set(slowdown, [...(page.runs.get(slowdown) ?? []), run]);
        }
      }
    }
    const ratio = (a: number, b: number) => (b === 0 ? 'n/a' : `${(a / b).toFixed(2)}×`);
    const tbts = (runs: LighthouseResult[]) => `TBT of each run ${runs.map((r) => r.tbtMs).join(', ')} ms`;
    /** The sources of at least 10 ms of blocking, largest first (medians of the runs). */
    const breakdown = (result: LighthouseResult) =>
      [...result.blocking].filter(([, ms]) => ms >= 10).sort((a, b) => b[1] - a[1]).map(([source, ms]) => `${source} ${Math.round(ms)}`).join('; ');
    for (const slowdown of CPU_SLOWDOWNS) {
      const [stockPage, ...ours] = pages;
      const stock = median(stockPage.runs.get(slowdown)!);
      report(`Lighthouse mobile ${slowdown}× CPU, ${stockPage.label}`, `performance ${stock.performance}`,
        `TBT ${stock.tbtMs} ms, scripts ${stock.scriptKb.toFixed(0)} KB, accessibility ${stock.accessibility}; median of ${LIGHTHOUSE_RUNS} (${tbts(stockPage.runs.get(slowdown)!)}); blocking ms by source: ${breakdown(stock)}`);
      for (const page of ours) {
        const runs = page.runs.get(slowdown)!;
        const result = median(runs);
        report(`Lighthouse mobile ${slowdown}× CPU, ${page.label}`, `performance ${result.performance} (${ratio(result.performance, stock.performance)} stock)`,
          `TBT ${result.tbtMs} ms (**${ratio(result.tbtMs, stock.tbtMs)}**), scripts ${result.scriptKb.toFixed(0)} KB (${ratio(result.scriptKb, stock.scriptKb)}), accessibility ${result.accessibility} (${tbts(runs)}); blocking ms by source: ${breakdown(result)}`);
      }
    }
  } finally {
    await server.close();
    await stockServer.close();
  }
}

const SEARCH_ROUNDS = Number(process.env.SEARCH_ROUNDS) || 5;
/** Where a quick run builds en for the search measures (git-ignored). */
const BENCH_EN_DIR = path.join(root, '.cache/bench-build-en');

/** The builds the search measures read: ja in build/, en in build/ or, after a quick run, BENCH_EN_DIR. */
function searchSites(): {locale: string; dir: string; root: string; queries: [string, string]}[] {
  const enDir = fs.existsSync(path.join(root, 'build', INDEX_FILES.docs)) ? path.join(root, 'build') : BENCH_EN_DIR;
  return [
    {locale: 'ja', dir: path.join(root, 'build'), root: '/wordpress-playground/ja/', queries: ['ブループリント', 'サイトを保存']},
    {locale: 'en', dir: enDir, root: '/wordpress-playground/', queries: ['blueprint', 'save site']},
  ];
}

const middle = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Search on the site's own index, per locale: the index files' gzip bytes, and
 * (median of SEARCH_ROUNDS fresh browser contexts at 4× CPU slowdown) the time
 * from the first keystroke of a query to its first result shown: typed as soon
 * as the modal opens (index still loading), then once more with the index loaded.
 * The modal's opening time (Ctrl+K to the search field) is the yardstick.
 */
type SearchSite = {locale: string; dir: string; root: string; queries: [string, string]};
type SearchTimes = {open: number; cold: number; warm: number};

/**
 * One round in a fresh browser context at 4× CPU slowdown: Ctrl+K, the first
 * query typed at once (index still loading), then a second query (index loaded).
 * CDP slows the page's main thread only, not the search's Web Worker; `onThePage`
 * removes `Worker`, so the client runs the same work on the slowed page thread:
 * the time a phone as slow for every thread would take.
 */
async function searchRound(browser: Browser, url: string, queries: [string, string], onThePage: boolean): Promise<SearchTimes> {
  const context = await browser.newContext();
  try {
    if (onThePage) await context.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(url, {waitUntil: 'networkidle'});
    await page.waitForSelector('html[data-has-hydrated="true"]');
    // Marks in the page: the first keydown, the search field, the first result.
    const marks = () =>
      page.evaluate(() => {
        // window.performance: this file imports Node's performance, which the page does not have.
        // (No named functions here: tsx would wrap them in a helper the page does not have either.)
        const w = window as unknown as {marks: Record<string, number>};
        w.marks = {};
        // Japanese text arrives as input events without keydown (as from an IME): either starts the clock.
        for (const type of ['keydown', 'input']) document.addEventListener(type, () => (w.marks.key ??= window.performance.now()), {capture: true, once: true});
        const observer = new MutationObserver(() => {
          if (document.querySelector('.DocSearch-Input')) w.marks.input ??= window.performance.now();
          if (document.querySelector('.DocSearch-Hits .DocSearch-Hit')) {
            w.marks.hit ??= window.performance.now();
            observer.disconnect();
          }
        });
        observer.observe(document.body, {childList: true, subtree: true});
      });
    const read = () => page.evaluate(() => (window as unknown as {marks: Record<string, number>}).marks);
    await marks();
    await page.keyboard.press('Control+k');
    await page.waitForSelector('.DocSearch-Input');
    const opened = await read();
    await marks();
    await page.keyboard.type(queries[0]);
    await page.waitForSelector('.DocSearch-Hits .DocSearch-Hit', {timeout: 60_000});
    const first = await read();
    await page.locator('.DocSearch-Input').fill('');
    await page.waitForSelector('.DocSearch-Hits', {state: 'detached'});
    await marks();
    await page.keyboard.type(queries[1]);
    await page.waitForSelector('.DocSearch-Hits .DocSearch-Hit', {timeout: 60_000});
    const second = await read();
    return {open: opened.input - opened.key, cold: first.hit - first.key, warm: second.hit - second.key};
  } finally {
    await context.close();
  }
}

/**
 * Search on the site's own index, per locale: the index files' gzip bytes, and
 * the medians of SEARCH_ROUNDS rounds (searchRound), with the worker and with the
 * same work on the page's thread. The modal's opening time is the yardstick.
 */
async function searchBench(sites: SearchSite[]) {
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
  try {
    for (const site of sites) {
      const localeDir = site.locale === 'en' ? site.dir : path.join(site.dir, site.locale);
      const sizes = Object.values(INDEX_FILES).map((file) => zlib.gzipSync(fs.readFileSync(path.join(localeDir, file))).length);
      report(`Search index on the wire, ${site.locale} (gzip)`, kb(sizes.reduce((a, b) => a + b, 0)), Object.values(INDEX_FILES).map((file, i) => `${file} ${kb(sizes[i])}`).join(', '));
      const server = await startGithubPagesServer(site.dir, '/wordpress-playground/', 0);
      const url = `${server.url}${site.root}quick-start-guide`;
      const runs: Record<'worker' | 'page', SearchTimes[]> = {worker: [], page: []};
      try {
        // The two ways take turns, so a slow spell of the shared machine falls on both.
        for (let round = 0; round < SEARCH_ROUNDS; round += 1) {
          runs.worker.push(await searchRound(browser, url, site.queries, false));
          runs.page.push(await searchRound(browser, url, site.queries, true));
        }
      } finally {
        await server.close();
      }
      const summary = (values: number[]) => [`${Math.round(middle(values))} ms`, `runs ${values.map(Math.round).join(', ')} ms`] as const;
      for (const [way, label] of [['worker', 'in the worker'], ['page', 'all on the slowed page thread']] as const) {
        const cold = summary(runs[way].map((r) => r.cold));
        const warm = summary(runs[way].map((r) => r.warm));
        report(`Search, ${site.locale}, keystroke to results, index loading (4× CPU, ${label})`, cold[0], `"${site.queries[0]}" typed as the modal opens; ${cold[1]}`);
        report(`Search, ${site.locale}, keystroke to results, index loaded (4× CPU, ${label})`, warm[0], `"${site.queries[1]}"; ${warm[1]}`);
      }
      const open = summary(runs.worker.map((r) => r.open));
      report(`Search, ${site.locale}, modal opening (yardstick, 4× CPU)`, open[0], `Ctrl+K to the search field; ${open[1]}`);
    }
  } finally {
    await browser.close();
  }
}

/** Seconds from `docusaurus start` until the Japanese home page is served. */
async function startTime(): Promise<number> {
  const port = 3917;
  const start = performance.now();
  const child = spawn('npx', ['docusaurus', 'start', '--locale', 'ja', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      try {
        const response = await fetch(`http://127.0.0.1:${port}/wordpress-playground/ja/`);
        if (response.ok && (await response.text()).includes('__docusaurus')) break;
      } catch {
        // Not listening yet.
      }
      if (performance.now() - start > 600_000) throw new Error('npm start: no page after 10 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    return (performance.now() - start) / 1000;
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
