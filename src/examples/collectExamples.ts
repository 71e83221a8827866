/**
 * Every complete Blueprint the site shows: the ```json blueprint and
 * ```json blueprint-v2 blocks of the hand-written pages of both locales, and
 * the examples of the generated v2 reference. The same JSON shown on several
 * pages is one example with several places. Also the Playground CLI commands
 * a page shows failing, with the error they print.
 */
import fs from 'node:fs';
import path from 'node:path';
import {blueprintKind, fencedBlocks, isMarkedInvalid, statedError, statedOptions} from '../blueprints/codeBlocks';
import {DOCS_DIR, docFile, listDocIds} from '../utils/writtenDocs';
import {JA_DOCS_DIR} from '../i18n/translationStatus';
import {buildV2ReferenceModel} from '../plugins/blueprint-steps/stepsModel';
import type {Format} from './expectedEffects';

export type Example = {
  format: Format;
  blueprint: Record<string, unknown>;
  /** `en:blueprints/v2/get-started.md:42`, one per place the example is shown. */
  places: string[];
  /** Option values the page states the run ends with, where they differ from the declared ones. */
  statedOptions?: Record<string, string>;
  /** Text of the error the page says the run fails with; such an example fails on purpose. */
  statedError?: string;
  /** The file exactly as the page shows it, when that text is not JSON (a mistake shown with its error). */
  text?: string;
  /** Shown as a mistake (```json blueprint invalid): the CLI must refuse it with the stated error. */
  shownInvalid?: true;
};

const ROOT = path.resolve(__dirname, '../..');

/** The complete Blueprints of one Markdown text. */
export function examplesOfMarkdown(markdown: string, place: string): Example[] {
  const examples: Example[] = [];
  for (const block of fencedBlocks(markdown)) {
    const kind = blueprintKind(block.meta);
    const error = statedError(block.meta);
    // A Blueprint shown as a mistake runs only when its page quotes what Playground answers to it.
    if ((kind !== 'blueprint' && kind !== 'blueprint-v2') || (isMarkedInvalid(block.meta) && error === undefined)) continue;
    const shownBroken = isMarkedInvalid(block.meta);
    // Invalid JSON fails the unit tests already (unless shown as a mistake); here it is simply not an example.
    let blueprint: unknown;
    try {
      blueprint = JSON.parse(block.code);
    } catch {
      if (!shownBroken) continue;
      // The broken text itself is the example: the CLI must refuse that file.
      examples.push({
        format: kind === 'blueprint' ? 'v1' : 'v2',
        blueprint: {},
        text: block.code,
        places: [`${place}:${block.line}`],
        statedError: error,
        shownInvalid: true,
      });
      continue;
    }
    if (typeof blueprint !== 'object' || blueprint === null || Array.isArray(blueprint)) continue;
    const stated = statedOptions(block.meta);
    examples.push({
      format: kind === 'blueprint' ? 'v1' : 'v2',
      blueprint: blueprint as Record<string, unknown>,
      places: [`${place}:${block.line}`],
      ...(Object.keys(stated).length > 0 ? {statedOptions: stated} : {}),
      ...(error !== undefined ? {statedError: error} : {}),
      ...(shownBroken ? {shownInvalid: true as const} : {}),
    });
  }
  return examples;
}

/** Merges examples with the same format, JSON and stated outcome, keeping every place. */
export function uniqueExamples(examples: Example[]): Example[] {
  const byJson = new Map<string, Example>();
  for (const example of examples) {
    const key = `${example.format}:${example.text ?? JSON.stringify(example.blueprint)}:${JSON.stringify(example.statedOptions ?? {})}:${example.statedError ?? ''}`;
    const known = byJson.get(key);
    if (known) known.places.push(...example.places);
    else byJson.set(key, {...example, places: [...example.places]});
  }
  return [...byJson.values()];
}

/** Each hand-written page of both locales: its Markdown and the place name of its examples. */
function writtenPages(): {markdown: string; place: string}[] {
  const pages: {markdown: string; place: string}[] = [];
  for (const [locale, dir] of [['en', DOCS_DIR], ['ja', JA_DOCS_DIR]] as const) {
    for (const id of listDocIds(dir)) {
      const file = docFile(dir, id)!;
      pages.push({markdown: fs.readFileSync(file, 'utf8'), place: `${locale}:${path.relative(ROOT, file)}`});
    }
  }
  return pages;
}

export function collectSiteExamples(): Example[] {
  const examples: Example[] = [];
  for (const {markdown, place} of writtenPages()) examples.push(...examplesOfMarkdown(markdown, place));
  for (const step of buildV2ReferenceModel().steps) {
    examples.push({format: 'v2', blueprint: step.example, places: [`en+ja:blueprints/v2/reference#${step.name.toLowerCase()}`]});
  }
  return uniqueExamples(examples);
}

/** A Playground CLI command a page shows failing, with the error text it states. */
export type CliErrorExample = {
  /** The arguments after `npx @wp-playground/cli@latest`. */
  args: string[];
  statedError: string;
  places: string[];
};

const CLI_PREFIX = 'npx @wp-playground/cli@latest';
const SHELL_LANGS = ['bash', 'sh', 'shell', 'console'];

/** Splits one command line into words as a POSIX shell would for plain words, '…' and "…" (no variables, no escapes). */
export function shellWords(line: string): string[] {
  const words: string[] = [];
  const pattern = /"([^"]*)"|'([^']*)'|(\S)/g;
  let word: string | undefined;
  let last = 0;
  for (const match of line.matchAll(pattern)) {
    const gap = line.slice(last, match.index);
    if (/\s/.test(gap) && word !== undefined) {
      words.push(word);
      word = undefined;
    }
    word = (word ?? '') + (match[1] ?? match[2] ?? match[3]!);
    last = match.index! + match[0].length;
  }
  if (word !== undefined) words.push(word);
  return words;
}

/**
 * The CLI commands of one Markdown text that are shown failing: a shell block
 * with `expect-error='…'` holding one `npx @wp-playground/cli@latest …` line
 * (comment lines aside). A stated error on any other shell block is an error
 * here, so that no stated error goes unchecked.
 */
export function cliErrorExamplesOfMarkdown(markdown: string, place: string): CliErrorExample[] {
  const examples: CliErrorExample[] = [];
  for (const block of fencedBlocks(markdown)) {
    const error = statedError(block.meta);
    if (!SHELL_LANGS.includes(block.lang) || error === undefined) continue;
    const lines = block.code.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
    if (lines.length !== 1 || !lines[0]!.trim().startsWith(`${CLI_PREFIX} `)) {
      throw new Error(`${place}:${block.line}: a shell block with expect-error must hold one "${CLI_PREFIX} …" command`);
    }
    examples.push({args: shellWords(lines[0]!.trim().slice(CLI_PREFIX.length)), statedError: error, places: [`${place}:${block.line}`]});
  }
  return examples;
}

/** Every CLI command the site shows failing, the same command and error once. */
export function collectCliErrorExamples(): CliErrorExample[] {
  const byCommand = new Map<string, CliErrorExample>();
  for (const {markdown, place} of writtenPages()) {
    for (const example of cliErrorExamplesOfMarkdown(markdown, place)) {
      const key = JSON.stringify([example.args, example.statedError]);
      const known = byCommand.get(key);
      if (known) known.places.push(...example.places);
      else byCommand.set(key, example);
    }
  }
  return [...byCommand.values()];
}
