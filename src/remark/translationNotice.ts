/**
 * For the Japanese build: puts a short notice at the top of a Japanese page
 * whose English source changed after it was translated (see
 * src/i18n/translationStatus.ts), with a link to the English original.
 * A current translation gets nothing.
 */
import path from 'node:path';
import {BASE_URL, SITE_URL} from '../config/site';
import {JA_DOCS_DIR, pageStatus} from '../i18n/translationStatus';
import {japaneseDate, lastCommitDate} from '../utils/gitHistory';
import {DOCS_DIR, docFile, docIdToRoute} from '../utils/writtenDocs';

type Node = {type: string; [key: string]: unknown; children?: Node[]};
type VFileLike = {path?: string};

/** The doc id of a Japanese page file, or undefined for files outside the Japanese docs. */
export function japaneseDocId(filePath: string | undefined, jaDir = JA_DOCS_DIR): string | undefined {
  if (!filePath) return undefined;
  const relative = path.relative(jaDir, filePath);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  return relative.replace(/\.mdx?$/, '').split(path.sep).join('/');
}

/** The notice's text around its link to the English page, shared with the Markdown twins (src/plugins/llms-txt). */
export function staleNoticeText(englishChanged?: Date): {beforeLink: string; link: string; afterLink: string} {
  const when = englishChanged ? `${japaneseDate(englishChanged)}に` : '';
  return {
    beforeLink: `この翻訳のあとで、英語の原文が${when}更新されています。最新の内容は`,
    link: '英語の原文',
    afterLink: 'で確認してください。',
  };
}

/** The notice; it says when the English page changed if the repository's history can tell (src/utils/gitHistory.ts). */
export function staleNotice(docId: string, englishChanged?: Date): Node {
  // Absolute: the English build is another site as far as the Japanese build's router knows.
  const englishUrl = `${SITE_URL}${BASE_URL}${docIdToRoute(docId).replace(/^\//, '')}`;
  const text = (value: string): Node => ({type: 'text', value});
  const notice = staleNoticeText(englishChanged);
  return {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: 'alert alert--warning margin-bottom--md'},
      {type: 'mdxJsxAttribute', name: 'role', value: 'note'},
      {type: 'mdxJsxAttribute', name: 'data-translation', value: 'stale'},
    ],
    children: [
      {
        type: 'paragraph',
        children: [
          text(notice.beforeLink),
          {type: 'link', url: englishUrl, children: [text(notice.link)]},
          text(notice.afterLink),
        ],
      },
    ],
  };
}

export default function remarkTranslationNotice(options: {docsDir?: string; jaDir?: string} = {}) {
  const {docsDir = DOCS_DIR, jaDir = JA_DOCS_DIR} = options;
  return (tree: Node, file: VFileLike): void => {
    const id = japaneseDocId(file.path, jaDir);
    if (!id || pageStatus(id, docsDir, jaDir).state !== 'stale') return;
    const english = docFile(docsDir, id);
    const changed = english ? lastCommitDate(english, path.dirname(english)) : undefined;
    tree.children = [staleNotice(id, changed), ...(tree.children ?? [])];
  };
}
