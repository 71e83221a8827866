/** Every hand-written docs page of both locales, as the content checks read them. */
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_DIR, listDocIds} from '../../src/utils/writtenDocs';
import {JA_DOCS_DIR} from '../../src/i18n/translationStatus';

export type PageFile = {page: string; file: string};

/** `{page: 'ja:blueprints/data-format', file: '/…/data-format.md'}` for each English and Japanese page. */
export function docPageFiles(): PageFile[] {
  const files: PageFile[] = [];
  for (const [locale, dir] of [['en', DOCS_DIR], ['ja', JA_DOCS_DIR]] as const) {
    if (!fs.existsSync(dir)) continue;
    for (const id of listDocIds(dir)) {
      const file = ['.md', '.mdx'].map((ext) => path.join(dir, id + ext)).find((f) => fs.existsSync(f))!;
      files.push({page: `${locale}:${id}`, file});
    }
  }
  return files;
}
