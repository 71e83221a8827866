/**
 * What a reader sees of a page outside it and around it (#36): the card a
 * shared link shows, the page's date, the assistants and feedback links, the
 * translation page, Japanese typography, and the file the WordPress.org
 * handbook reads to link to this site.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect, waitForHydration} from './fixtures';
import {PLANNED_DOC_IDS} from '../../src/config/siteMap';
import {SITE_URL, docsRepository} from '../../src/config/site';
import {JA_DOCS_DIR, translationStatus} from '../../src/i18n/translationStatus';
import {AVAILABILITY_FILE, translationAvailability} from '../../src/plugins/translation-availability';
import {buildCommit, hasFullHistory, japaneseDate, lastCommitDate} from '../../src/utils/gitHistory';
import {docIdToRoute} from '../../src/utils/writtenDocs';

const ROOT = path.resolve(__dirname, '../..');
const BUILD = path.join(ROOT, 'build');
const JA_BASE = '/wordpress-playground/ja/';

/** Width and height from a PNG's header. */
function pngSize(png: Buffer): [number, number] {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

test.describe('social cards', () => {
  test('a doc page names its own card, built as a 1200 × 630 PNG, with the Open Graph and Twitter tags', async ({page, request}) => {
    await page.goto('about/build');
    const meta = (selector: string) => page.locator(`head meta[${selector}]`).getAttribute('content');
    const card = `${SITE_URL}${JA_BASE}cards/about/build.png`;
    expect(await meta('property="og:image"')).toBe(card);
    expect(await meta('name="twitter:image"')).toBe(card);
    expect(await meta('name="twitter:card"')).toBe('summary_large_image');
    expect(await meta('property="og:locale"')).toBe('ja_JP');
    expect(await meta('property="og:type"')).toBe('website');
    expect([await meta('property="og:image:width"'), await meta('property="og:image:height"')]).toEqual(['1200', '630']);
    expect(await meta('property="og:site_name"')).toBe('WordPress Playground 日本語ドキュメント');
    await expect(page.locator('head meta[property="og:locale"]')).toHaveCount(1);
    await expect(page.locator('head meta[property="og:image"]')).toHaveCount(1);

    const response = await request.get(card.replace(SITE_URL, ''));
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
    expect(pngSize(await response.body())).toEqual([1200, 630]);
  });

  test('every page of the build has a card that exists: its own for docs, the site card otherwise', () => {
    const missing: string[] = [];
    let docCards = 0;
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory() && entry.name !== 'cards') walk(file);
        else if (entry.name === 'index.html') {
          const html = fs.readFileSync(file, 'utf8');
          // The redirect plugin's stubs (old URLs) are not pages anyone shares.
          if (/http-equiv="?refresh/.test(html)) continue;
          const image = /property="?og:image"? content="?([^"\s>]+)/.exec(html)?.[1];
          if (!image) missing.push(`${file}: no og:image`);
          else if (!fs.existsSync(path.join(BUILD, 'ja', image.replace(`${SITE_URL}${JA_BASE}`, '')))) missing.push(`${file}: ${image}`);
          else if (!image.endsWith('/cards/site.png')) docCards++;
        }
      }
    };
    walk(path.join(BUILD, 'ja'));
    expect(missing).toEqual([]);
    expect(docCards).toBeGreaterThan(PLANNED_DOC_IDS.length);
    // Pages that are not docs share the site card.
    expect(fs.readFileSync(path.join(BUILD, 'ja/search/index.html'), 'utf8')).toMatch(/og:image"? content="?[^"\s>]*\/ja\/cards\/site\.png/);
  });
});

test.describe('dates', () => {
  test('a page shows when its Japanese text last changed, from a full history, and no date from a shallow one', async ({page}) => {
    await page.goto('about/build');
    const time = page.locator('.theme-last-updated time');
    const file = path.join(JA_DOCS_DIR, 'about/build.md');
    if (hasFullHistory(ROOT)) {
      const date = lastCommitDate(file, ROOT)!;
      await expect(time).toHaveAttribute('datetime', date.toISOString());
      await expect(page.locator('.theme-last-updated')).toHaveText(
        `${japaneseDate(date)}に最終更新`,
      );
    } else {
      await expect(page.locator('.theme-last-updated')).toHaveCount(0);
    }
  });

  test('the sitemap gives search engines the same date, and none without a full history', () => {
    const sitemap = fs.readFileSync(path.join(BUILD, 'ja/sitemap.xml'), 'utf8');
    const entry = new RegExp(`<url><loc>${SITE_URL}${JA_BASE}about/build</loc>(?:<lastmod>([^<]+)</lastmod>)?`).exec(sitemap);
    expect(entry).not.toBeNull();
    const date = hasFullHistory(ROOT) ? lastCommitDate(path.join(JA_DOCS_DIR, 'about/build.md'), ROOT) : undefined;
    expect(entry![1]).toBe(date?.toISOString().slice(0, 10));
  });
});

test.describe('around the text', () => {
  test('the assistants open with a Japanese prompt naming the page\'s Markdown twin, and nothing of theirs loads', async ({page}) => {
    const outside: string[] = [];
    page.on('request', (request) => {
      if (/chatgpt|openai|claude|anthropic/.test(new URL(request.url()).hostname)) outside.push(request.url());
    });
    await page.goto('about/build');
    await waitForHydration(page);
    const twin = `${SITE_URL}${JA_BASE}about/build.md`;
    for (const [name, prefix] of [
      ['ChatGPT', 'https://chatgpt.com/?q='],
      ['Claude', 'https://claude.ai/new?q='],
    ]) {
      const link = page.getByRole('link', {name: `${name} に質問`});
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const href = (await link.getAttribute('href'))!;
      expect(href.startsWith(prefix)).toBe(true);
      const prompt = new URL(href).searchParams.get('q')!;
      expect(prompt).toContain('WordPress Playground 日本語ドキュメントのページを読んで');
      expect(prompt.endsWith(twin)).toBe(true);
    }
    expect(outside).toEqual([]);
  });

  test('"was this page helpful?" opens a pre-filled issue in this site\'s repository, even without JavaScript', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('about/build');
    const feedback = page.getByRole('group', {name: 'このページは役に立ちましたか?'});
    await expect(feedback).toBeVisible();
    const href = (await feedback.getByRole('link', {name: 'いいえ'}).getAttribute('href'))!;
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe(`${docsRepository().url}/issues/new`);
    expect(url.searchParams.get('title')).toBe('ページへのフィードバック: 構築');
    const body = url.searchParams.get('body')!;
    expect(body).toContain(`- URL: ${SITE_URL}${JA_BASE}about/build\n`);
    expect(body).toContain('- locale: ja\n');
    expect(body).toContain(`- commit: ${buildCommit(ROOT) ?? 'unknown'}\n`);
    expect(body).toContain('このページは役に立ちませんでした。');
    expect(new URL((await feedback.getByRole('link', {name: 'はい'}).getAttribute('href'))!).searchParams.get('body')).toContain(
      'このページは役に立ちました。',
    );
    await context.close();
  });
});

test.describe('translation page', () => {
  test('lists every page of the site with its state, and the glossary, linked from the contributing pages', async ({page}) => {
    await page.goto('contributing/translations');
    await page.getByRole('link', {name: '翻訳状況と用語集'}).first().click();
    await expect(page).toHaveURL(/\/ja\/contributing\/translation-status\/?$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('翻訳状況と用語集');
    const table = page.locator('table').first();
    const labels = {translated: '翻訳済み', stale: '古い', generated: '生成', missing: '未翻訳'};
    for (const {id, state} of translationStatus()) {
      const row = table.locator('tr', {has: page.locator(`a[href="${JA_BASE}${docIdToRoute(id).slice(1)}"]`)});
      await expect(row, id).toHaveCount(1);
      await expect(row.locator('td').nth(1), id).toHaveText(labels[state]);
    }
    const glossary = page.locator('table').nth(1);
    await expect(glossary.locator('tr', {hasText: 'ユーザー'}).first()).toContainText('ユーザ');
  });
});

test.describe('Japanese typography', () => {
  test('emphasis is bold, not slanted, and the Japanese fonts come before system-ui', async ({page}) => {
    await page.goto('developers/architecture/wasm-asyncify');
    const em = page.locator('article em').first();
    await expect(em).toHaveCSS('font-style', 'normal');
    await expect(em).toHaveCSS('font-weight', '700');
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family.indexOf('"Hiragino Sans"')).toBe(0);
    expect(family.indexOf('Meiryo')).toBeLessThan(family.indexOf('system-ui'));
    expect(family).not.toContain('Yu Gothic UI');
  });

  test('the English site keeps italic emphasis and its own font stack', async ({page}) => {
    await page.goto('/wordpress-playground/developers/architecture/wasm-asyncify');
    const em = page.locator('article em').first();
    await expect(em).toHaveCSS('font-style', 'italic');
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toContain('Hiragino');
  });
});

test.describe('WordPress.org handbook', () => {
  test('translation-availability.json at the site root lists the Japanese translations by upstream source path', async ({request}) => {
    const response = await request.get(`/wordpress-playground/${AVAILABILITY_FILE}`);
    expect(response.status()).toBe(200);
    const served = await response.json();
    expect(served).toEqual(
      translationAvailability([{locale: 'ja', label: '日本語', path: 'ja', docsDir: JA_DOCS_DIR}]),
    );
    expect(Object.keys(served.docs).length).toBeGreaterThan(100);
  });

  test('an upstream route that differs from this site\'s leads to the page', async ({page}) => {
    await page.goto('developers/xdebug/introduction');
    await expect(page).toHaveURL(/\/ja\/developers\/xdebug\/?$/);
    await page.goto('blueprints/v2/blueprints-101/get-started');
    await expect(page).toHaveURL(/\/ja\/blueprints\/v2\/get-started\/?$/);
  });
});
