/**
 * The Node.js version the pages ask for cannot drift from the packages: every
 * "Node.js X.Y or newer" (「Node.js X.Y以降」) on the site is read from a
 * source that says it, usually the `engines` of the installed runtime package,
 * so the next release that raises it fails here until the pages follow.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {JA_DOCS_DIR} from '../../src/i18n/translationStatus';
import {DOCS_DIR, docFile, listDocIds} from '../../src/utils/writtenDocs';

const ROOT = path.resolve(__dirname, '../..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8'));

/** `>=24.18.0` → `24.18`. */
function minimum(range: string): string {
  const match = /^>=\s*(\d+)\.(\d+)/.exec(range);
  if (!match) throw new Error(`engines range not understood: ${range}`);
  return `${match[1]}.${match[2]}`;
}

/** What the Playground runtime packages declare: the requirement for the CLI and everything built on it. */
const RUNTIME = minimum(readJson('node_modules/@php-wasm/node/package.json').engines.node);
/** What this documentation project declares: the requirement for working on the docs. */
const DOCS_PROJECT = minimum(readJson('package.json').engines.node);
/** What the CLI's README still asks for; pages that quote it say that the packages ask for more. */
const CLI_README = /requires Node\.js (\d+\.\d+) or higher/.exec(
  fs.readFileSync(path.join(ROOT, 'node_modules/@wp-playground/cli/README.md'), 'utf8'),
)?.[1];

/** Pages that state another requirement than the runtime's, each with the source it states. */
const OTHER_SOURCES: Record<string, string[]> = {
  // Setting up this documentation site.
  'contributing/documentation': [DOCS_PROJECT],
  // The README's figure, quoted next to the runtime's.
  'developers/local-development/wp-playground-cli': [CLI_README ?? '(README changed)'],
  // What the skill checks, quoted next to the runtime's.
  'guides/agent-skill-wp-playground': [CLI_README ?? '(README changed)'],
};

// "Node.js" may be a link: [Node.js](https://nodejs.org/) 24.18 or newer.
const STATEMENT = /Node\.js(?:\]\([^)]*\))? (\d+\.\d+)(?:\.\d+)? or (?:newer|later|higher)|Node\.js(?:\]\([^)]*\))? (\d+\.\d+)(?:\.\d+)?以降/g;

function statedVersions(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(STATEMENT)].map((match) => match[1] ?? match[2]);
}

describe('the Node.js version the pages ask for', () => {
  it('is read from the installed packages', () => {
    expect(RUNTIME).toMatch(/^\d+\.\d+$/);
    expect(CLI_README).toMatch(/^\d+\.\d+$/);
  });

  it('is the runtime packages’ engines on every page of both locales, or the source the page names', () => {
    const problems: string[] = [];
    let statements = 0;
    for (const id of listDocIds()) {
      const allowed = [RUNTIME, ...(OTHER_SOURCES[id] ?? [])];
      for (const [locale, dir] of [
        ['en', DOCS_DIR],
        ['ja', JA_DOCS_DIR],
      ] as const) {
        const file = docFile(dir, id);
        if (!file) continue;
        for (const version of statedVersions(file)) {
          statements += 1;
          if (!allowed.includes(version)) problems.push(`${locale}:${id} asks for Node.js ${version}; the packages say ${allowed.join(' or ')}`);
        }
      }
    }
    expect(statements).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });

  it('recognises the ways pages state it, and nothing else', () => {
    const sample = (text: string) => [...text.matchAll(STATEMENT)].map((match) => match[1] ?? match[2]);
    expect(sample('It needs Node.js 20.18 or later.')).toEqual(['20.18']);
    expect(sample('Node.js 24.18.0 or newer')).toEqual(['24.18']);
    expect(sample('Node.js 24.18以降が必要です。')).toEqual(['24.18']);
    expect(sample('[Node.js](https://nodejs.org/) 20.18 or newer')).toEqual(['20.18']);
    expect(sample('Node.js 23 or newer for JSPI')).toEqual([]);
  });
});
