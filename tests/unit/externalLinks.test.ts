/**
 * Every Japanese page links to the same outside addresses as its English source. A word replacement
 * in the Japanese (a glossary rule, a hand edit) must never reach inside a URL: one once turned an
 * MDN link into a 404. The only differences allowed are the Japanese editions of a reference the
 * English links to (LOCALIZED below).
 */
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {DOCS_DIR, docFile, listDocIds} from '../../src/utils/writtenDocs';
import {JA_DOCS_DIR} from '../../src/i18n/translationStatus';

/** Where an English reference's address starts, and where its Japanese edition's does. */
const LOCALIZED: [en: string, ja: string][] = [['https://developer.mozilla.org/en-US/', 'https://developer.mozilla.org/ja/']];

/** The outside addresses a page names, in links, text or code; a Japanese edition counts as its English one. */
function externalUrls(markdown: string, japaneseEditions = false): Set<string> {
  const found = markdown.match(/https?:\/\/[A-Za-z0-9][^\s)\]>"'`<|]*/g) ?? [];
  return new Set(
    found.map((raw) => {
      // Sentence punctuation after an address is not part of it.
      const url = raw.replace(/[.,;:!?]+$/, '');
      if (!japaneseEditions) return url;
      const edition = LOCALIZED.find(([, ja]) => url.startsWith(ja));
      return edition ? edition[0] + url.slice(edition[1].length) : url;
    }),
  );
}

describe('outside links of the Japanese pages', () => {
  it('reads addresses, not the punctuation or markup around them', () => {
    expect([...externalUrls('See [MDN](https://developer.mozilla.org/en-US/docs/Web/API/fetch). Or <https://example.com/a?b=1>, `https://x.test/p`.')]).toEqual([
      'https://developer.mozilla.org/en-US/docs/Web/API/fetch',
      'https://example.com/a?b=1',
      'https://x.test/p',
    ]);
    // "http:// or https://?" names a scheme, not an address.
    expect([...externalUrls('starts with http:// or https://?')]).toEqual([]);
    expect([...externalUrls('[Web Workers](https://developer.mozilla.org/ja/docs/Web/API/Web_Workers_API)', true)]).toEqual([
      'https://developer.mozilla.org/en-US/docs/Web/API/Web_Workers_API',
    ]);
  });

  it('finds an address a word replacement changed', () => {
    const en = externalUrls('[fetch](https://developer.mozilla.org/en-US/docs/Web/JavaScript/Reference)');
    const ja = externalUrls('[fetch](https://developer.mozilla.org/ja/docs/Web/Javascript/Reference)', true);
    expect([...ja].filter((url) => !en.has(url))).toEqual(['https://developer.mozilla.org/en-US/docs/Web/Javascript/Reference']);
  });

  const pages = listDocIds(DOCS_DIR).filter((id) => docFile(JA_DOCS_DIR, id));

  it('are the English page\'s, for every page', () => {
    expect(pages.length).toBeGreaterThan(100);
    const differences: string[] = [];
    for (const id of pages) {
      const en = externalUrls(fs.readFileSync(docFile(DOCS_DIR, id)!, 'utf8'));
      const ja = externalUrls(fs.readFileSync(docFile(JA_DOCS_DIR, id)!, 'utf8'), true);
      for (const url of ja) if (!en.has(url)) differences.push(`${id}: only in Japanese: ${url}`);
      for (const url of en) if (!ja.has(url)) differences.push(`${id}: only in English: ${url}`);
    }
    expect(differences).toEqual([]);
  });
});
