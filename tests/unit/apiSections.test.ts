/** src/rehype/apiSections.ts: the API reference's h2/h3 parts, wrapped for content-visibility. */
import {describe, expect, it} from 'vitest';
import {API_SECTION_CLASS, wrapSections} from '../../src/rehype/apiSections';

const el = (tagName: string, text = '') => ({type: 'element', tagName, properties: {}, children: text ? [{type: 'text', value: text}] : []});
const esm = {type: 'mdxjsEsm'};
const newline = {type: 'text', value: '\n'};

describe('wrapSections', () => {
  it('wraps each run from an h2 or h3 to the next one, keeps what comes first and the ESM at the top level', () => {
    const [intro, h2, p1, h3, table, h4, p2, h2b] = [el('p', 'intro'), el('h2', 'A'), el('p', 'a'), el('h3', 'B'), el('table'), el('h4', 'C'), el('p', 'c'), el('h2', 'D')];
    const result = wrapSections([esm, intro, newline, h2, p1, h3, table, h4, esm, p2, h2b]);
    const section = (...children: object[]) => ({type: 'element', tagName: 'div', properties: {className: [API_SECTION_CLASS]}, children});
    expect(result).toEqual([esm, intro, newline, section(h2, p1), section(h3, table, h4, p2), esm, section(h2b)]);
  });

  it('leaves a page without h2 or h3 as it is', () => {
    const children = [el('p', 'only'), el('h4', 'small'), newline];
    expect(wrapSections(children)).toEqual(children);
  });
});
