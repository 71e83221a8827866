/** Every hand-written docs page of both locales, as the content checks read them. */
import fs from 'node:fs';
import {DOCS_DIR, docFile, listDocIds} from '../../src/utils/writtenDocs';
import {JA_DOCS_DIR} from '../../src/i18n/translationStatus';

export type PageFile = {page: string; file: string};

/** `{page: 'ja:blueprints/data-format', file: '/…/data-format.md'}` for each English and Japanese page. */
export function docPageFiles(): PageFile[] {
  const files: PageFile[] = [];
  for (const [locale, dir] of [['en', DOCS_DIR], ['ja', JA_DOCS_DIR]] as const) {
    if (!fs.existsSync(dir)) continue;
    for (const id of listDocIds(dir)) {
      files.push({page: `${locale}:${id}`, file: docFile(dir, id)!});
    }
  }
  return files;
}
