/**
 * The search modal in the browser tests: its shortcuts, and typing a query
 * into the local search and waiting for the answer to that query (the modal
 * shows "no results" while it searches, so the wait is for the client's
 * SEARCH_ANSWERED_EVENT, not for a screen).
 */
import type {Page} from '@playwright/test';
import {expect} from './fixtures';
import {SEARCH_ANSWERED_EVENT} from '../../src/search/events';

export async function typeQuery(page: Page, query: string): Promise<void> {
  const input = page.locator('.DocSearch-Input');
  await input.fill('');
  await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults')).toHaveCount(0);
  // The field may cut a long paste: wait for the query the field really holds.
  const typed = await input.evaluate((element, text) => text.slice(0, Number(element.getAttribute('maxlength')) || text.length), query);
  const answered = page.evaluate(
    ([event, expected]) =>
      new Promise<void>((resolve) => {
        const onAnswer = (e: Event) => {
          if ((e as CustomEvent<string>).detail !== expected) return;
          window.removeEventListener(event, onAnswer);
          // Then two frames, for the modal to show the answer.
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        };
        window.addEventListener(event, onAnswer);
      }),
    [SEARCH_ANSWERED_EVENT, typed] as const,
  );
  await input.fill(query);
  await answered;
  await expect(page.locator('.DocSearch-Hits, .DocSearch-NoResults').first()).toBeVisible();
}

/** The search opens by click, Ctrl+K and "/" and closes with Escape (both sources share DocSearch's shortcuts). */
export async function expectShortcuts(page: Page): Promise<void> {
  const modal = page.locator('.DocSearch-Modal');
  await page.getByRole('button', {name: '検索'}).click();
  await expect(page.locator('.DocSearch-Input')).toHaveAttribute('placeholder', 'ドキュメントを検索');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  // Escape gives the focus back to the search button, where "/" is not a shortcut.
  await page.locator('article p').first().click();
  await page.keyboard.press('/');
  await expect(modal).toBeVisible();
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
}

/** Counts (and dismisses) the dialogs a page opens: markup typed into a search must never run. */
export function countDialogs(page: Page): () => number {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  return () => dialogs;
}
