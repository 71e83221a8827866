/**
 * Translation freshness. Each Japanese page records, in its front matter
 * (`translated_from`), a hash of the English body it translates. When the
 * English page changes, the hashes differ and the Japanese page is stale.
 * Generated pages are written in both languages from one model at every build
 * (their missing translations fail the tests instead), so they are never stale.
 * The page notice and `npm run i18n:status` both read pageStatus.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_DIR, GENERATED_DOCS, docFile, siteDocIds} from '../utils/writtenDocs';

export const JA_DOCS_DIR = path.resolve(__dirname, '../../i18n/ja/docusaurus-plugin-content-docs/current');
export const SOURCE_HASH_KEY = 'translated_from';

export type TranslationState = 'translated' | 'stale' | 'missing' | 'generated';
export type PageStatus = {id: string; state: TranslationState};

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n?/;

/** The body of a Markdown file: everything after its front matter, trimmed. */
export function markdownBody(text: string): string {
  return text.replace(FRONT_MATTER, '').trim();
}

/** Hash of an English page's body; front-matter edits do not make translations stale. */
export function sourceHash(englishText: string): string {
  return crypto.createHash('sha256').update(markdownBody(englishText)).digest('hex').slice(0, 12);
}

export function recordedHash(japaneseText: string): string | undefined {
  const frontMatter = FRONT_MATTER.exec(japaneseText)?.[1] ?? '';
  return new RegExp(`^${SOURCE_HASH_KEY}:\\s*['"]?([0-9a-f]+)['"]?\\s*$`, 'm').exec(frontMatter)?.[1];
}

export function pageStatus(id: string, docsDir = DOCS_DIR, jaDir = JA_DOCS_DIR): PageStatus {
  if (GENERATED_DOCS.includes(id)) return {id, state: 'generated'};
  const english = docFile(docsDir, id);
  const japanese = docFile(jaDir, id);
  if (!english) throw new Error(`No English page for ${id}`);
  if (!japanese) return {id, state: 'missing'};
  const expected = sourceHash(fs.readFileSync(english, 'utf8'));
  const recorded = recordedHash(fs.readFileSync(japanese, 'utf8'));
  return {id, state: recorded === expected ? 'translated' : 'stale'};
}

/** Every page of the site, generated ones included. */
export function translationStatus(docsDir = DOCS_DIR, jaDir = JA_DOCS_DIR): PageStatus[] {
  return siteDocIds(docsDir).map((id) => pageStatus(id, docsDir, jaDir));
}

/** Records the current English hash in the Japanese page (after translating or reviewing it). */
export function markTranslated(id: string, docsDir = DOCS_DIR, jaDir = JA_DOCS_DIR): void {
  const english = docFile(docsDir, id);
  const japanese = docFile(jaDir, id);
  if (!english || !japanese) throw new Error(`${id}: both the English and the Japanese page must exist`);
  const hash = sourceHash(fs.readFileSync(english, 'utf8'));
  const text = fs.readFileSync(japanese, 'utf8');
  const line = `${SOURCE_HASH_KEY}: ${hash}`;
  const match = FRONT_MATTER.exec(text);
  const updated = !match
    ? `---\n${line}\n---\n\n${text}`
    : recordedHash(text) !== undefined
      ? text.replace(new RegExp(`^${SOURCE_HASH_KEY}:.*$`, 'm'), line)
      : text.replace(FRONT_MATTER, `---\n${match[1]}\n${line}\n---\n`);
  fs.writeFileSync(japanese, updated);
}
