/**
 * Every complete Blueprint the site shows: the ```json blueprint and
 * ```json blueprint-v2 blocks of the hand-written pages of both locales, and
 * the examples of the generated v2 reference. The same JSON shown on several
 * pages is one example with several places.
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
  /** Text of the error the page says the run fails with; such an example is valid but fails on purpose. */
  statedError?: string;
};

const ROOT = path.resolve(__dirname, '../..');

/** The complete Blueprints of one Markdown text. */
export function examplesOfMarkdown(markdown: string, place: string): Example[] {
  const examples: Example[] = [];
  for (const block of fencedBlocks(markdown)) {
    const kind = blueprintKind(block.meta);
    if ((kind !== 'blueprint' && kind !== 'blueprint-v2') || isMarkedInvalid(block.meta)) continue;
    // Invalid JSON fails the unit tests already; here it is simply not an example.
    let blueprint: unknown;
    try {
      blueprint = JSON.parse(block.code);
    } catch {
      continue;
    }
    if (typeof blueprint !== 'object' || blueprint === null || Array.isArray(blueprint)) continue;
    const stated = statedOptions(block.meta);
    const error = statedError(block.meta);
    examples.push({
      format: kind === 'blueprint' ? 'v1' : 'v2',
      blueprint: blueprint as Record<string, unknown>,
      places: [`${place}:${block.line}`],
      ...(Object.keys(stated).length > 0 ? {statedOptions: stated} : {}),
      ...(error !== undefined ? {statedError: error} : {}),
    });
  }
  return examples;
}

/** Merges examples with the same format, JSON and stated outcome, keeping every place. */
export function uniqueExamples(examples: Example[]): Example[] {
  const byJson = new Map<string, Example>();
  for (const example of examples) {
    const key = `${example.format}:${JSON.stringify(example.blueprint)}:${JSON.stringify(example.statedOptions ?? {})}:${example.statedError ?? ''}`;
    const known = byJson.get(key);
    if (known) known.places.push(...example.places);
    else byJson.set(key, {...example, places: [...example.places]});
  }
  return [...byJson.values()];
}

export function collectSiteExamples(): Example[] {
  const examples: Example[] = [];
  for (const [locale, dir] of [['en', DOCS_DIR], ['ja', JA_DOCS_DIR]] as const) {
    for (const id of listDocIds(dir)) {
      const file = docFile(dir, id)!;
      examples.push(...examplesOfMarkdown(fs.readFileSync(file, 'utf8'), `${locale}:${path.relative(ROOT, file)}`));
    }
  }
  for (const step of buildV2ReferenceModel().steps) {
    examples.push({format: 'v2', blueprint: step.example, places: [`en+ja:blueprints/v2/reference#${step.name.toLowerCase()}`]});
  }
  return uniqueExamples(examples);
}
