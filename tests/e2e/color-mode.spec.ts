import {test, expect, waitForHydration} from './fixtures';
import {THEME_STORAGE_KEY} from '../../src/config/site';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/codeThemes';
import type {PrismTheme} from 'prism-react-renderer';

const theme = (page: import('@playwright/test').Page) => page.locator('html');
const toggle = (page: import('@playwright/test').Page) =>
  page.locator('.navbar__inner').getByRole('button', {name: /ダークモードを切り替える/});
const stored = (page: import('@playwright/test').Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), THEME_STORAGE_KEY);

test.describe('colour mode', () => {
  test('follows a light system preference when nothing is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('./');
    await waitForHydration(page);
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    await expect(theme(page)).toHaveAttribute('data-theme-choice', 'system');
  });

  test('follows a dark system preference when nothing is stored', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('./');
    await waitForHydration(page);
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page)).toBeNull();
  });

  test('the toggle cycles system, light, dark and stores the choice under "theme"', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('./');
    await waitForHydration(page);
    await expect(toggle(page)).toHaveAccessibleName(/システムモード/);
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
    expect(await stored(page)).toBe('light');
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    expect(await stored(page)).toBe('dark');
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme-choice', 'system');
    expect(await stored(page)).toBeNull();
  });

  test('a stored choice wins over the system preference and survives a reload', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.addInitScript((key) => window.localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    await page.goto('./');
    await waitForHydration(page);
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await page.reload();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
  });

  test('an unknown stored value is ignored, cleared and reported as a warning', async ({page, log}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.addInitScript((key) => {
      if (!sessionStorage.getItem('seeded')) {
        window.localStorage.setItem(key, 'purple');
        sessionStorage.setItem('seeded', '1');
      }
    }, THEME_STORAGE_KEY);
    await page.goto('./');
    await waitForHydration(page);
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await expect(theme(page)).toHaveAttribute('data-theme-choice', 'system');
    expect(await stored(page)).toBeNull();
    expect(log.warnings.some((w) => w.includes('purple'))).toBe(true);
  });

  test('an unknown ?docusaurus-theme= value does not break the page', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('./?docusaurus-theme=%3Cscript%3E');
    await waitForHydration(page);
    await expect(theme(page)).toHaveAttribute('data-theme', 'light');
  });

  test('a change made in another tab is applied', async ({page, context}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('./');
    await waitForHydration(page);
    const other = await context.newPage();
    await other.goto('./');
    await waitForHydration(other);
    await toggle(other).click(); // system -> light
    await toggle(other).click(); // light -> dark
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    await other.close();
  });

  test('with local storage unavailable the page works and only a warning is logged', async ({page, log}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('Access denied', 'SecurityError');
        },
      });
    });
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('./');
    await waitForHydration(page);
    await toggle(page).click();
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    expect(log.warnings.some((w) => w.includes('storage is not available'))).toBe(true);
  });
});

test.describe('colour mode with a storage that throws on write', () => {
  test.use({expectedConsoleErrors: /Docusaurus storage error/});

  test('the page still switches modes; the failed write is only logged', async ({page, log}) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      };
    });
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('./');
    await waitForHydration(page);
    await toggle(page).click();
    await toggle(page).click();
    await expect(theme(page)).toHaveAttribute('data-theme', 'dark');
    expect(log.errors.some((e) => /Docusaurus storage error/.test(e))).toBe(true);
  });
});

test.describe('code blocks (src/theme/CodeBlock)', () => {
  const rgb = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    return `rgb(${r}, ${g}, ${b})`;
  };
  // Later entries of a theme win, as in Highlight.
  const colourOf = (codeTheme: PrismTheme, type: string) => codeTheme.styles.filter((entry) => entry.types.includes(type) && !entry.languages).at(-1)!.style.color!;

  for (const [mode, codeTheme] of [['light', lightCodeTheme], ['dark', darkCodeTheme]] as const) {
    test(`take the ${mode} code theme once hydrated, and are not rendered a second time`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.addInitScript(() => {
        // A remount takes every code block out of the document and puts a new one in.
        const counts = window as unknown as {removedCodeBlocks: number};
        counts.removedCodeBlocks = 0;
        new MutationObserver((records) => {
          for (const record of records)
            record.removedNodes.forEach((node) => {
              if (node instanceof Element && (node.matches('pre.prism-code') || node.querySelector('pre.prism-code'))) counts.removedCodeBlocks += 1;
            });
        }).observe(document, {childList: true, subtree: true});
      });
      await page.goto('guides/php-code-snippets');
      await waitForHydration(page);
      await expect(theme(page)).toHaveAttribute('data-theme', mode);
      const php = page.locator('pre.prism-code.language-php').first();
      await expect(php).toHaveCSS('background-color', rgb(codeTheme.plain.backgroundColor!));
      await expect(php.locator('.token.keyword').first()).toHaveCSS('color', rgb(colourOf(codeTheme, 'keyword')));
      expect(await page.evaluate(() => (window as unknown as {removedCodeBlocks: number}).removedCodeBlocks)).toBe(0);
    });
  }
});

test.describe('code blocks keep the server markup on a first visit (src/theme/CodeBlock/Content)', () => {
  /** How many token elements of the page's code blocks React owns (it tags each node it renders or hydrates), and how many there are. */
  const tokenOwnership = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const tokens = Array.from(document.querySelectorAll('article pre.prism-code .token'));
      return {tokens: tokens.length, ownedByReact: tokens.filter((t) => Object.keys(t).some((k) => k.startsWith('__reactFiber'))).length};
    });

  test('a first visit hydrates no token; a page reached in the app highlights its own', async ({page}) => {
    await page.emulateMedia({colorScheme: 'light'});
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    const first = await tokenOwnership(page);
    expect(first.tokens).toBeGreaterThan(50);
    expect(first.ownedByReact).toBe(0);

    await page.locator('article a[href$="/guides/for-plugin-developers"]').first().click();
    await expect(page).toHaveURL(/\/guides\/for-plugin-developers$/);
    // The URL changes before React swaps the article in: wait for the new page's own blocks.
    await expect.poll(async () => {
      const next = await tokenOwnership(page);
      return next.tokens > 50 && next.ownedByReact === next.tokens;
    }).toBe(true);
  });

  test('for a dark reader the blocks are highlighted again, in the dark theme', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('quick-start-guide');
    await waitForHydration(page);
    // The token colours are inline styles, so the blocks are highlighted again for the dark theme,
    // once Prism's own chunk has arrived (src/theme/CodeBlock/Content/highlighter.ts).
    await expect.poll(async () => {
      const dark = await tokenOwnership(page);
      return dark.tokens > 50 && dark.ownedByReact === dark.tokens;
    }).toBe(true);
  });
});
