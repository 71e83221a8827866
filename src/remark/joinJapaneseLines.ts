/**
 * Markdown turns a line break inside a paragraph into a space. That is right
 * for English but wrong after Japanese punctuation or between two Japanese
 * characters: "読み終わります。\n作業は" would read "読み終わります。 作業は".
 * This remark plugin drops such line breaks; a break between a Japanese word
 * and a Latin word stays a space, as the style guide wants (`WordPress の`).
 */
type Node = {type: string; value?: string; children?: Node[]};

const CJK = '\\u3000-\\u303f\\u3040-\\u30ff\\u31f0-\\u31ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\uff00-\\uffef';
/** Punctuation after which Japanese text never takes a space. */
const CLOSING_PUNCTUATION = '。、，．！？」』）】〕〉》：；';

const BREAK_AFTER_PUNCTUATION = new RegExp(`([${CLOSING_PUNCTUATION}])[ \\t]*\\n[ \\t]*`, 'g');
const BREAK_BETWEEN_CJK = new RegExp(`([${CJK}])[ \\t]*\\n[ \\t]*(?=[${CJK}])`, 'g');

export function joinJapaneseLines(text: string): string {
  return text.replace(BREAK_AFTER_PUNCTUATION, '$1').replace(BREAK_BETWEEN_CJK, '$1');
}

function walk(node: Node): void {
  if (node.type === 'text' && typeof node.value === 'string') {
    node.value = joinJapaneseLines(node.value);
  }
  node.children?.forEach(walk);
}

export default function remarkJoinJapaneseLines() {
  return (tree: Node): void => walk(tree);
}
