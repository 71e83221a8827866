/**
 * Does the navbar search find the page a reader means? Each query of the
 * project's query sets (search-queries/*.json: katakana, kanji, readings,
 * identifiers, pasted error messages, two-word queries, questions) is typed
 * into the real modal of the real build, with every other origin unreachable;
 * the expected page must be among the first three pages shown for 95% of them.
 */
import type {Page} from '@playwright/test';
import {test, expect, waitForHydration} from './fixtures';
import ja from './search-queries/ja.json';
import en from './search-queries/en.json';
import {typeQuery} from './searchModal';

type Query = {query: string; expect: string[]; kind: string};

const RECALL_TARGET = 0.95;

/** The distinct pages of the results, in order, as paths below the locale root (`/guides/phpunit-testing`). */
async function pagesShown(page: Page, localeRoot: string, query: string): Promise<string[]> {
  await typeQuery(page, query);
  const hrefs = await page.locator('.DocSearch-Hits .DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const pages: string[] = [];
  for (const href of hrefs) {
    const path = `/${href.split('#')[0].slice(localeRoot.length)}`.replace(/(.)\/$/, '$1');
    if (!pages.includes(path)) pages.push(path);
  }
  return pages;
}

for (const [locale, queries, root] of [
  ['ja', ja as Query[], '/wordpress-playground/ja/'],
  ['en', en as Query[], '/wordpress-playground/'],
] as const) {
  test(`${locale}: recall@3 of ${queries.length} queries is at least ${RECALL_TARGET * 100}%`, async ({page}) => {
    test.setTimeout(240_000);
    await page.goto(`${root}quick-start-guide`);
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    const misses: string[] = [];
    for (const query of queries) {
      const shown = (await pagesShown(page, root, query.query)).slice(0, 3);
      // Pages of this locale only: never another locale's.
      for (const path of shown) expect(path, `a result of "${query.query}" outside ${root}`).not.toMatch(/^\/(?:ja|en|es|fr|pt-BR|tl|gu)\//);
      if (!query.expect.some((expected) => shown.includes(expected))) misses.push(`[${query.kind}] ${query.query} → ${shown.join(', ') || '(none)'}; expected ${query.expect.join(' or ')}`);
    }
    const recall = (queries.length - misses.length) / queries.length;
    console.log(`search recall@3 ${locale}: ${(recall * 100).toFixed(1)}% (${queries.length - misses.length}/${queries.length})${misses.length ? `\n  missed: ${misses.join('\n  missed: ')}` : ''}`);
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(recall, misses.join('\n')).toBeGreaterThanOrEqual(RECALL_TARGET);
  });
}
