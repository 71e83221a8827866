/**
 * The AI-ready files of the built site (src/plugins/llms-txt): llms.txt lists
 * every doc page of the Japanese build, in sidebar sections, each linked to its
 * Markdown twin; every twin holds the page's Japanese text and no theme markup;
 * every link inside the twins leads to a built file and an existing anchor;
 * llms-full.txt holds every twin; each other locale serves its own files. Then
 * the "view / copy as Markdown" control of a doc page, by keyboard, on a phone,
 * and when the twin cannot be fetched.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {PLANNED_DOC_IDS} from '../../src/config/siteMap';
import {BASE_URL, SITE_URL} from '../../src/config/site';
import {LOCALES, localeUrlPrefix} from '../../src/config/locales';
import {docIdToRoute} from '../../src/utils/writtenDocs';
import {twinPath} from '../../src/utils/markdownTwin';
import {translationStatus} from '../../src/i18n/translationStatus';
import {resolveRequest} from '../support/githubPagesServer';

const BUILD = path.resolve(__dirname, '../../build');
const JA_BASE = `${BASE_URL}ja/`;
const read = (file: string) => fs.readFileSync(file, 'utf8');
/** A Markdown text without its code blocks (fences may be indented in lists) and code spans. */
const proseOf = (markdown: string) => markdown.replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
const unescapeHtml = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

/** The built file a URL of the site leads to, as the test server (GitHub Pages' rules) answers it, or undefined. */
function builtFile(url: string): string | undefined {
  let answer = resolveRequest(BUILD, BASE_URL, new URL(url).pathname);
  if (answer.status === 301 && answer.location) answer = resolveRequest(BUILD, BASE_URL, answer.location);
  return answer.status === 200 ? answer.file : undefined;
}

/** The HTML page a twin belongs to: `…/about.md` -> `ja/about/index.html`, `…/ja/index.md` -> `ja/index.html`. */
function pageOfTwin(twinFile: string): string {
  const withoutMd = twinFile.replace(/\.md$/, '');
  return path.basename(twinFile) === 'index.md' && fs.existsSync(path.join(path.dirname(twinFile), 'index.html'))
    ? path.join(path.dirname(twinFile), 'index.html')
    : path.join(withoutMd, 'index.html');
}

const llmsTxt = () => read(path.join(BUILD, 'ja', 'llms.txt'));
const listedTwins = () => [...llmsTxt().matchAll(/^- \[[^\]]*\]\((\S+)\)/gm)].map((m) => m[1]!);

test('llms.txt of the Japanese build: a title, a Japanese summary, and a section per sidebar in navbar order', () => {
  const text = llmsTxt();
  expect(text.split('\n')[0]).toBe('# WordPress Playground ドキュメント');
  expect(text).toMatch(/^> .*[ぁ-ん].*$/m);
  expect([...text.matchAll(/^## (.+)$/gm)].map((m) => m[1])).toEqual(['ドキュメント', 'Blueprint', '開発者向け', 'API リファレンス']);
});

test('llms.txt links every doc page of the Japanese build to its twin, and every twin is built', () => {
  const listed = new Set(listedTwins());
  const expected = PLANNED_DOC_IDS.map((id) => `${SITE_URL}${twinPath(`${JA_BASE}${docIdToRoute(id).slice(1)}`, JA_BASE)}`);
  expect(expected.filter((url) => !listed.has(url))).toEqual([]);
  // The API reference pages are doc pages too (a docs instance of their own).
  const apiPages = fs
    .readdirSync(path.join(BUILD, 'ja', 'api'), {recursive: true, withFileTypes: true})
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => `${SITE_URL}${JA_BASE}${path.relative(path.join(BUILD, 'ja'), e.parentPath)}.md`);
  expect(apiPages.length).toBeGreaterThan(300);
  expect(apiPages.filter((url) => !listed.has(url))).toEqual([]);
  expect([...listed].filter((url) => !builtFile(url))).toEqual([]);
});

test('each twin is the page\'s own Japanese text as Markdown: its title as H1, no theme markup', () => {
  const problems: string[] = [];
  for (const url of listedTwins()) {
    const twin = read(builtFile(url)!);
    const html = read(pageOfTwin(builtFile(url)!));
    const title = /<h1[^>]*>([^<]+)</.exec(html)?.[1];
    const h1 = /^# (.+)$/m.exec(twin)?.[1]?.replace(/\\([\\`*_{}[\]()<>#+.!|-])/g, '$1');
    if (!twin.startsWith('# ')) problems.push(`${url}: does not start with an H1`);
    else if (title && h1 !== unescapeHtml(title)) problems.push(`${url}: H1 "${h1}" is not the page title "${title}"`);
    // API pages are generated from English doc comments; every other page is written in Japanese.
    if (!url.includes('/api/') && !/[ぁ-んァ-ヶ]/.test(twin)) problems.push(`${url}: no Japanese text`);
    const prose = proseOf(twin);
    if (/<(div|nav|script|main|article|svg)\b|class(Name)?="/.test(prose)) problems.push(`${url}: theme markup in the prose`);
    if (/^import\s.+from\s/m.test(prose)) problems.push(`${url}: an MDX import in the prose`);
  }
  expect(problems).toEqual([]);
});

test('every link inside the twins leads to a built file, and every anchor exists on the page it names', () => {
  const broken = new Set<string>();
  const ids = new Map<string, Set<string>>();
  const idsOf = (htmlFile: string) => {
    if (!ids.has(htmlFile)) ids.set(htmlFile, new Set([...read(htmlFile).matchAll(/\bid="?([^"\s>]+)"?/g)].map((m) => m[1]!)));
    return ids.get(htmlFile)!;
  };
  for (const url of listedTwins()) {
    const twin = proseOf(read(builtFile(url)!));
    for (const [, target] of twin.matchAll(/\]\((https?:\/\/[^)\s]+)/g)) {
      if (!target!.startsWith(`${SITE_URL}${BASE_URL}`)) continue;
      const file = builtFile(target!);
      if (!file) {
        broken.add(`${url} -> ${target}`);
        continue;
      }
      const hash = decodeURIComponent(new URL(target!).hash.slice(1));
      const page = file.endsWith('.md') ? pageOfTwin(file) : file;
      if (hash && page.endsWith('.html') && !idsOf(page).has(hash)) broken.add(`${url} -> ${target} (no such anchor)`);
    }
  }
  expect([...broken]).toEqual([]);
});

test('the twins that carry the stale-translation notice are the stale pages of i18n:status', () => {
  const stale = translationStatus().filter((s) => s.state === 'stale').map((s) => `${SITE_URL}${twinPath(`${JA_BASE}${docIdToRoute(s.id).slice(1)}`, JA_BASE)}`).sort();
  const withNotice = listedTwins().filter((url) => read(builtFile(url)!).includes(':::caution\nこの翻訳のあとで、英語の原文が')).sort();
  expect(withNotice).toEqual(stale);
});

test('llms-full.txt holds every twin, in the order of llms.txt', () => {
  const full = read(path.join(BUILD, 'ja', 'llms-full.txt'));
  // Each twin starts with a comment holding its address; pages may quote other comments in code (the PR preview's markers).
  const order = [...full.matchAll(/^<!-- (https?:\/\/\S+) -->$/gm)].map((m) => m[1]);
  expect(order).toEqual(listedTwins());
  const run = read(builtFile(`${SITE_URL}${JA_BASE}blueprints/v2/run.md`)!);
  expect(full).toContain(run.trim());
});

test('every other locale serves its own llms.txt, llms-full.txt and home page twin', () => {
  const missing = LOCALES.filter((l) => l !== 'ja').flatMap((locale) => {
    const dir = path.join(BUILD, localeUrlPrefix(locale));
    return ['llms.txt', 'llms-full.txt', 'index.md'].filter((file) => !fs.existsSync(path.join(dir, file))).map((file) => `${locale}: ${file}`);
  });
  expect(missing).toEqual([]);
  expect(read(path.join(BUILD, 'llms.txt'))).toMatch(/^# WordPress Playground documentation\n\n> WordPress Playground runs/);
});

test.describe('the "view / copy as Markdown" control', () => {
  test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

  test('on a phone: the link opens the twin, and the button copies it, by keyboard too', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('blueprints/v2/run');
    await waitForHydration(page);
    const view = page.getByRole('link', {name: 'Markdown で表示'});
    await expect(view).toBeVisible();
    await expect(view).toHaveAttribute('href', `${JA_BASE}blueprints/v2/run.md`);
    const twin = await (await page.request.get(`${JA_BASE}blueprints/v2/run.md`)).text();
    expect(twin.startsWith('# Blueprints v2 の宣言を実行する') || twin.startsWith('# Blueprints v2の宣言を実行する')).toBe(true);

    const copy = page.getByRole('button', {name: 'Markdown をコピー'});
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'コピーしました'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });

  test.describe('when the twin cannot be fetched', () => {
    test.use({expectedConsoleErrors: /Failed to load resource/});

    test('says so, and points to the link', async ({page, context}) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.route('**/*.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
      await page.goto('quick-start-guide');
      await waitForHydration(page);
      await page.getByRole('button', {name: 'Markdown をコピー'}).click();
      await expect(page.getByRole('status').filter({hasText: 'コピーできませんでした。「Markdown で表示」から開いてください。'})).toBeVisible();
    });
  });
});
