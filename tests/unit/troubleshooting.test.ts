/**
 * /troubleshooting is the index a reader with only an error message starts
 * from. Each entry quotes the message exactly as Playground 3.1.x prints it,
 * so search and the browser's find match it. This test keeps those quotes
 * true: a message produced by an installed package must still be in that
 * package's code (a changed message fails here when the package is updated);
 * the ones the offline CLI can produce are run by `npm run examples:run`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fencedBlocks, statedError} from '../../src/blueprints/codeBlocks';
import {DOCS_DIR, docFile} from '../../src/utils/writtenDocs';
import {JA_DOCS_DIR} from '../../src/i18n/translationStatus';
import {REPRODUCIBLE_RUNTIMES, TROUBLESHOOTING_SOURCES, type ErrorSource} from '../support/troubleshootingSources';

const ROOT = path.resolve(__dirname, '../..');

type Entry = {id: string; group: string; title: string; body: string};

/** The `## group {#id}` / `### entry {#id}` structure of the page. */
function entriesOf(markdown: string): {groups: string[]; entries: Entry[]} {
  const groups: string[] = [];
  const entries: Entry[] = [];
  let current: Entry | undefined;
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^(##|###) (.+?) \{#([a-z0-9-]+)\}\s*$/.exec(line);
    if (heading?.[1] === '##') {
      groups.push(heading[3]!);
      current = undefined;
    } else if (heading?.[1] === '###') {
      current = {id: heading[3]!, group: groups.at(-1) ?? '', title: heading[2]!, body: ''};
      entries.push(current);
    } else if (current) {
      current.body += `${line}\n`;
    }
  }
  return {groups, entries};
}

const page = (dir: string) => entriesOf(fs.readFileSync(docFile(dir, 'troubleshooting')!, 'utf8'));
const en = page(DOCS_DIR);
const ja = page(JA_DOCS_DIR);
const sources = Object.entries(TROUBLESHOOTING_SOURCES);

/** The text of every code span of a Markdown text (fenced blocks aside). */
function codeSpans(markdown: string): string[] {
  const prose = markdown.replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, '');
  return [...prose.matchAll(/(`+)(?!`)([\s\S]*?[^`])\1(?!`)/g)].map((match) => match[2]!.trim());
}

/** Every installed file of a package that can hold a message (code and locale data, not source maps). */
const packageTexts = new Map<string, string[]>();
function textsOf(packageName: string): string[] {
  const known = packageTexts.get(packageName);
  if (known) return known;
  const dir = path.join(ROOT, 'node_modules', packageName);
  const texts: string[] = [];
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, {withFileTypes: true})) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(full);
      else if (/\.(js|cjs|mjs|json)$/.test(entry.name)) texts.push(fs.readFileSync(full, 'utf8'));
    }
  };
  walk(dir);
  packageTexts.set(packageName, texts);
  return texts;
}

function literalsOf(source: ErrorSource): string[] {
  return 'package' in source.producedBy ? (source.producedBy.literals ?? [source.quote]) : [];
}

describe('/troubleshooting', () => {
  it('has at least 70 entries in nine groups, the same anchors in the same order in both locales', () => {
    expect(en.entries.length).toBeGreaterThanOrEqual(70);
    expect(en.groups).toEqual(['website', 'storage', 'cli', 'blueprints', 'embedding', 'networking', 'php', 'database', 'imports']);
    expect(ja.groups).toEqual(en.groups);
    expect(ja.entries.map((e) => `${e.group}#${e.id}`)).toEqual(en.entries.map((e) => `${e.group}#${e.id}`));
    expect(new Set(en.entries.map((e) => e.id)).size).toBe(en.entries.length);
    for (const group of en.groups) expect(en.entries.filter((e) => e.group === group).length, group).toBeGreaterThanOrEqual(2);
  });

  it('records where each entry\'s message comes from and who met it, for every entry and no other', () => {
    expect(sources.map(([id]) => id).sort()).toEqual(en.entries.map((e) => e.id).sort());
    for (const [id, source] of sources) {
      expect(source.explainedIn.length, id).toBeGreaterThan(0);
      for (const url of source.reported) expect(url, id).toMatch(/^https:\/\/github\.com\/[\w.-]+\/[\w.-]+\/(issues|pull|discussions)\/\d+$/);
      if ('upstream' in source.producedBy) expect(source.producedBy.upstream, id).toMatch(/^packages\/[\w@./-]+\.(tsx?|php)$/);
      // A message no installed package holds has a record: its upstream file, a thread where someone met it, or a run that reproduced it.
      if (!('package' in source.producedBy)) {
        const records = source.reported.length + ('upstream' in source.producedBy ? 1 : 0) + (source.reproduced ? 1 : 0);
        expect(records, id).toBeGreaterThan(0);
      }
      // A reproduction is claimed only for what that way of running can show: Chromium shows Chromium's messages, the offline CLI no browser's.
      if (source.reproduced) {
        expect('runtime' in source.producedBy || 'package' in source.producedBy, `${id}: reproduced, but recorded as an upstream file`).toBe(true);
        if ('runtime' in source.producedBy) expect(REPRODUCIBLE_RUNTIMES[source.reproduced], id).toContain(source.producedBy.runtime);
      }
    }
  });

  it('the record check above can fail: a browser message is not reproduced by the offline CLI', () => {
    expect(REPRODUCIBLE_RUNTIMES['offline CLI']).not.toContain('Chromium');
    expect(REPRODUCIBLE_RUNTIMES.Chromium).not.toContain('SQLite');
  });

  it('records the browser, SQLite and npm messages reproduced for them, each on both pages', () => {
    const reproduced = sources.filter(([, source]) => source.reproduced);
    expect(reproduced.filter(([, source]) => source.reproduced === 'Chromium').length).toBeGreaterThanOrEqual(4);
    expect(reproduced.filter(([, source]) => source.reproduced === 'offline CLI').length).toBeGreaterThanOrEqual(8);
  });

  it('quotes each message in a code span, identically in both locales', () => {
    for (const [id, source] of sources) {
      for (const [locale, {entries}] of [['en', en], ['ja', ja]] as const) {
        const entry = entries.find((e) => e.id === id)!;
        expect(codeSpans(entry.body), `${locale} #${id}`).toContain(source.quote);
      }
    }
  });

  it('quotes messages that the installed 3.1.x packages still produce', () => {
    const checked = sources.filter(([, source]) => 'package' in source.producedBy);
    expect(checked.length).toBeGreaterThanOrEqual(20);
    for (const [id, source] of checked) {
      const {package: packageName} = source.producedBy as {package: string};
      for (const literal of literalsOf(source)) {
        expect(source.quote, `#${id}: a literal part must be part of the quote`).toContain(literal);
        expect(textsOf(packageName).some((text) => text.includes(literal)), `#${id}: "${literal}" is not in ${packageName}`).toBe(true);
      }
    }
  });

  it('the check above can fail: a reworded message is not found', () => {
    expect(textsOf('@wp-playground/blueprints').some((text) => text.includes('Error when executing the blueprint step #'))).toBe(true);
    expect(textsOf('@wp-playground/blueprints').some((text) => text.includes('Error while executing the blueprint step #'))).toBe(false);
  });

  it('shows the offline-reproducible ones as runs that examples:run checks, in both locales', () => {
    for (const [id, source] of sources.filter(([, s]) => s.checkedBy === 'examples:run')) {
      for (const [locale, {entries}] of [['en', en], ['ja', ja]] as const) {
        const stated = fencedBlocks(entries.find((e) => e.id === id)!.body)
          .map((block) => statedError(block.meta))
          .filter((error): error is string => error !== undefined);
        expect(stated.length, `${locale} #${id} shows no run with expect-error`).toBeGreaterThan(0);
        expect(stated.some((error) => source.quote.includes(error) || error.includes(source.quote)), `${locale} #${id}`).toBe(true);
      }
    }
    expect(sources.filter(([, s]) => s.checkedBy === 'examples:run').length).toBeGreaterThanOrEqual(12);
  });

  it('links each entry to the pages that explain more, and those pages link back to it', () => {
    for (const [id, source] of sources) {
      for (const target of source.explainedIn) {
        const [route, anchor] = target.split('#') as [string, string | undefined];
        const docId = route.replace(/^\//, '');
        for (const [locale, dir, {entries}] of [['en', DOCS_DIR, en], ['ja', JA_DOCS_DIR, ja]] as const) {
          expect(entries.find((e) => e.id === id)!.body, `${locale} #${id} links to ${target}`).toContain(`](${target})`);
          const file = docFile(dir, docId) ?? docFile(dir, `${docId}/index`);
          expect(file, `${locale} ${docId}`).toBeDefined();
          const text = fs.readFileSync(file!, 'utf8');
          expect(text, `${locale} ${docId} links back to /troubleshooting#${id}`).toContain(`/troubleshooting#${id})`);
          if (anchor) expect(text, `${locale} ${docId} has the anchor #${anchor}`).toContain(`{#${anchor}}`);
        }
      }
    }
  });
});
