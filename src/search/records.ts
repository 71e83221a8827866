/**
 * The records of a built page: one per section (the text before the first
 * heading, then each h2 and h3 with what follows it), read from the HTML the
 * build wrote, so the index holds exactly what the reader sees.
 */
import {load} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';

export type PageRecord = {
  title: string;
  /** Path below the locale's base URL, without a leading slash (`guides/phpunit-testing`). */
  path: string;
  /** The docs instance and version (`docs-default-current`, `docs-api-current`). */
  tag: string;
  sections: SectionRecord[];
};

export type SectionRecord = {
  /** The h2 and h3 above the section's text (none for the page's introduction). */
  headings: string[];
  /** The id of the section's heading, for the hit's link. */
  anchor?: string;
  /** Prose: paragraphs, lists, tables, admonitions, inline code. */
  text: string;
  /** Code blocks, kept apart so they rank lower and are not shown as snippets. */
  code: string;
  /** What the section defines: the first cell of each table row (an option, a parameter) and each `dt`. */
  keys: string;
};

/** Blocks that end a run of text: a space keeps words of two blocks apart. */
const BLOCK = new Set(['p', 'li', 'td', 'th', 'tr', 'div', 'section', 'details', 'summary', 'blockquote', 'dt', 'dd', 'br', 'table', 'ul', 'ol', 'h4', 'h5', 'h6', 'figcaption']);

const squash = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

/** The page's records, or undefined for an HTML file that is not a docs page (redirects, 404, search). */
export function pageRecord(html: string, path: string): PageRecord | undefined {
  const $ = load(html);
  const tag = $('meta[name="docsearch:docusaurus_tag"]').attr('content');
  const root = $('article .theme-doc-markdown').first();
  if (!tag || root.length === 0) return undefined;
  if (/noindex/.test($('meta[name="robots"]').attr('content') ?? '')) return undefined;
  const title = squash(root.find('h1').first().text()) || squash($('title').text().replace(/\s*\|[^|]*$/, ''));
  const sections: SectionRecord[] = [];
  let current: SectionRecord = {headings: [], text: '', code: '', keys: ''};
  let h2 = '';
  const flush = () => {
    current.text = squash(current.text);
    current.code = squash(current.code);
    current.keys = squash(current.keys);
    if (current.text || current.code || current.anchor) sections.push(current);
  };
  const headingText = (element: Element) => {
    const copy = $(element).clone();
    copy.find('.hash-link').remove();
    return squash(copy.text());
  };
  const walk = (node: AnyNode, inCode: boolean) => {
    if (node.type === 'text') {
      if (inCode) current.code += node.data;
      else current.text += node.data;
      return;
    }
    if (node.type !== 'tag') return;
    const name = node.tagName;
    if (name === 'h1' || name === 'script' || name === 'style' || name === 'svg' || name === 'button') return;
    if (name === 'h2' || name === 'h3') {
      flush();
      const text = headingText(node);
      if (name === 'h2') h2 = text;
      current = {headings: name === 'h2' ? [text] : h2 ? [h2, text] : [text], anchor: node.attribs.id, text: '', code: '', keys: ''};
      return;
    }
    // Mermaid diagrams are source text until the browser draws them.
    if ($(node).hasClass('docusaurus-mermaid-container') || node.attribs['data-language'] === 'mermaid') return;
    if ((name === 'td' || name === 'th') && $(node).is(':first-child') && node.parent && $(node.parent).parent('tbody').length > 0) current.keys += ` ${$(node).text()} `;
    if (name === 'dt') current.keys += ` ${$(node).text()} `;
    const code = inCode || name === 'pre';
    const block = BLOCK.has(name) || name === 'pre';
    if (block) current[code ? 'code' : 'text'] += ' ';
    for (const child of node.children) walk(child, code);
    if (block) current[code ? 'code' : 'text'] += ' ';
  };
  for (const child of root.children().toArray()) {
    if (child.tagName === 'header') continue;
    walk(child, false);
  }
  flush();
  return {title, path, tag, sections};
}
