#!/usr/bin/env tsx
/**
 * Benchmarks, kept out of the tests (timings are measured and printed, never asserted):
 *   npm run bench             everything below
 *   npm run bench -- --quick  skips the all-locale build and Lighthouse
 *
 * - TypeDoc generation time; cold ja build; cold build of all seven locales
 * - First-visit JavaScript and CSS (gzip) of a Japanese doc page, beside a stock
 *   Docusaurus classic site's doc page built in the same run (tools/bench/stock-site)
 * - Lighthouse mobile performance and accessibility of the home page, a doc page
 *   and an API page (Lighthouse is fetched by npx on first use)
 * - `npm start` time until the first page is served
 */
import {execFile, execFileSync, spawn} from 'node:child_process';
import {promisify} from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {performance} from 'node:perf_hooks';
import {chromium} from '@playwright/test';
import {startGithubPagesServer} from '../tests/support/githubPagesServer';

const root = path.resolve(__dirname, '..');
const quick = process.argv.includes('--quick');
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

async function main() {
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
  const stockDir = path.join(root, 'tools/bench/stock-site');
  const stock = seconds(() => run('npx', ['docusaurus', 'build', stockDir]));
  const site = await startGithubPagesServer(path.join(root, 'build'), '/wordpress-playground/', 0);
  const stockSite = await startGithubPagesServer(path.join(stockDir, 'build'), '/', 0);
  const ours = await firstVisitBytes(`${site.url}/wordpress-playground/ja/quick-start-guide`, path.join(root, 'build'), '/wordpress-playground/');
  const theirs = await firstVisitBytes(`${stockSite.url}/second`, path.join(stockDir, 'build'), '/');
  await site.close();
  await stockSite.close();
  report('First-visit JS of a doc page (gzip)', kb(ours.js), `stock classic site: ${kb(theirs.js)} (built in ${stock.toFixed(1)} s)`);
  report('JS prefetched for the next pages (gzip)', kb(ours.prefetchedJs), `stock classic site: ${kb(theirs.prefetchedJs)}`);
  report('First-visit CSS of a doc page (gzip)', kb(ours.css), `stock classic site: ${kb(theirs.css)}`);

  if (!quick) {
    const server = await startGithubPagesServer(path.join(root, 'build'), '/wordpress-playground/', 0);
    try {
      for (const [label, route] of [['home', ''], ['doc page', 'quick-start-guide'], ['API page', 'api/client/function/startPlaygroundWeb']]) {
        const out = path.join(os.tmpdir(), `lighthouse-${route.replace(/\W/g, '_') || 'home'}.json`);
        // Asynchronous: the server answering Lighthouse runs in this process, so a sync call would starve it.
        await promisify(execFile)('npx', [
          '--yes', 'lighthouse@12', `${server.url}/wordpress-playground/ja/${route}`,
          '--quiet', '--output=json', `--output-path=${out}`, '--form-factor=mobile',
          '--only-categories=performance,accessibility', `--chrome-path=${CHROMIUM}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --no-first-run',
        ], {cwd: root, env: {...process.env, CI: 'true'}, maxBuffer: 64 * 1024 * 1024});
        const categories = JSON.parse(fs.readFileSync(out, 'utf8')).categories;
        report(`Lighthouse mobile, ${label}`, `performance ${Math.round(categories.performance.score * 100)}`, `accessibility ${Math.round(categories.accessibility.score * 100)}`);
      }
    } finally {
      await server.close();
    }
  }

  report('npm start, time to first page', `${(await startTime()).toFixed(1)} s`, 'ja, dev server');

  console.log('\n| Measure | Value | Detail |\n|---|---|---|');
  for (const [measure, value, detail] of rows) console.log(`| ${measure} | ${value} | ${detail} |`);
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
