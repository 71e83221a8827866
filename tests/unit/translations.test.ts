import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {DOCS_DIR, docFile, listDocIds} from '../../src/utils/writtenDocs';
import {JA_DOCS_DIR} from '../../src/i18n/translationStatus';
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

function read(dir: string, id: string): string {
  const file = docFile(dir, id);
  if (!file) throw new Error(`missing ${id} in ${dir}`);
  return fs.readFileSync(file, 'utf8');
}

function frontMatter(text: string): Record<string, string> {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/^(\w+):\s*(.*)$/gm)].map((m) => [m[1], m[2].replace(/^['"]|['"]$/g, '')]),
  );
}

/** Explicit heading ids (`## Title {#id}`) outside code blocks, in order. */
function headingIds(text: string): string[] {
  const withoutCode = text.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
  return [...withoutCode.matchAll(/^#{2,6} .*\{#([\w-]+)\}\s*$/gm)].map((m) => m[1]);
}

const englishIds = listDocIds(DOCS_DIR);
const japaneseIds = fs.existsSync(JA_DOCS_DIR) ? listDocIds(JA_DOCS_DIR) : [];

describe('Japanese translation of every page', () => {
  it('exists for every English page, and no Japanese page lacks its English source', () => {
    expect(englishIds.filter((id) => !japaneseIds.includes(id))).toEqual([]);
    expect(japaneseIds.filter((id) => !englishIds.includes(id))).toEqual([]);
  });

  for (const id of englishIds.filter((doc) => japaneseIds.includes(doc))) {
    describe(id, () => {
      const en = read(DOCS_DIR, id);
      const ja = read(JA_DOCS_DIR, id);

      it('has the same explicit heading ids, so anchors match across locales', () => {
        expect(headingIds(ja)).toEqual(headingIds(en));
      });

      it('gives every heading an explicit id', () => {
        const withoutCode = (t: string) => t.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
        for (const text of [en, ja]) {
          const bare = withoutCode(text)
            .split('\n')
            .filter((line) => /^#{2,6} /.test(line) && !/\{#[\w-]+\}\s*$/.test(line));
          expect(bare).toEqual([]);
        }
      });

      it('translates the title and description', () => {
        const enMeta = frontMatter(en);
        const jaMeta = frontMatter(ja);
        for (const key of ['title', 'description'] as const) {
          expect(enMeta[key], `English ${key}`).toBeTruthy();
          expect(jaMeta[key], `Japanese ${key}`).toMatch(JAPANESE);
        }
      });
    });
  }
});
