#!/usr/bin/env node
// Benchmarks, kept out of the tests (timings are measured, never asserted):
//   npm run bench            TypeDoc generation, the ja build, the all-locale build
//   npm run bench -- --quick TypeDoc and the ja build only
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {performance} from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '..');
const quick = process.argv.includes('--quick');
const results = [];

function timed(label, fn) {
  const start = performance.now();
  const detail = fn();
  const seconds = (performance.now() - start) / 1000;
  results.push({label, seconds: seconds.toFixed(1), detail: detail ?? ''});
  console.log(`${label}: ${seconds.toFixed(1)} s ${detail ?? ''}`);
}

function run(command, args) {
  execFileSync(command, args, {cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: {...process.env, CI: 'true'}});
}

function countFiles(dir, ext) {
  let count = 0;
  for (const entry of fs.readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (entry.isFile() && entry.name.endsWith(ext)) count += 1;
  }
  return count;
}

timed('TypeDoc (7 packages, Japanese)', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'));
  const sections = JSON.parse(fs.readFileSync(path.join(root, 'src/plugins/api-reference/sections.json'), 'utf8'));
  run('npx', [
    'typedoc', '--options', 'typedoc.json',
    ...sections.flatMap((s) => ['--entryPoints', `node_modules/${s.package}/index.d.ts`]),
    '--plugin', 'typedoc-plugin-markdown', '--plugin', './src/plugins/api-reference/typedoc-plugin.mjs',
    '--router', 'singular-kind', '--lang', 'ja', '--logLevel', 'Error', '--out', out,
  ]);
  const pages = countFiles(out, '.md');
  fs.rmSync(out, {recursive: true, force: true});
  return `(${pages} pages)`;
});

timed('Build, ja only (cold)', () => {
  run('npx', ['docusaurus', 'clear']);
  run('npx', ['docusaurus', 'build', '--locale', 'ja']);
  return `(${countFiles(path.join(root, 'build/ja'), '.html')} HTML files)`;
});

if (!quick) {
  timed('Build, all seven locales (cold)', () => {
    run('npx', ['docusaurus', 'clear']);
    run('npx', ['docusaurus', 'build']);
    return `(${countFiles(path.join(root, 'build'), '.html')} HTML files)`;
  });
}

console.log('\n| Measure | Seconds | Detail |\n|---|---|---|');
for (const r of results) console.log(`| ${r.label} | ${r.seconds} | ${r.detail} |`);
