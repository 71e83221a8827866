/**
 * Social cards (src/plugins/social-cards): which card a page names, what text
 * it carries, and that the renderer really draws a Japanese title, in the
 * font from npm, at the size share targets expect.
 */
import path from 'node:path';
import * as cheerio from 'cheerio';
import sharp from 'sharp';
import {describe, expect, it} from 'vitest';
import {cardImageForSource, pageCardText} from '../../src/plugins/social-cards';
import {CARD_HEIGHT, CARD_WIDTH, MissingGlyphError, renderCard, titleSize} from '../../src/plugins/social-cards/renderCard';

const site = '/site';
const text = {title: '', section: '開発者向け › アーキテクチャ', brand: '日本語ドキュメント', footer: 'wordpress.github.io/wordpress-playground/ja/'};

/** Pixels of a card that are not the white background, in a band of rows. */
async function inkInRows(png: Buffer, top: number, bottom: number): Promise<number> {
  const {data, info} = await sharp(png).removeAlpha().raw().toBuffer({resolveWithObject: true});
  let ink = 0;
  for (let y = top; y < bottom; y++) {
    // From x = 40: the brand band on the left edge is not text.
    for (let x = 40; x < info.width; x++) {
      const i = (y * info.width + x) * info.channels;
      if (data[i]! < 200 || data[i + 1]! < 200 || data[i + 2]! < 200) ink++;
    }
  }
  return ink;
}

describe('card of a page', () => {
  it('is named after the doc id, in English, Japanese and the API reference alike', () => {
    expect(cardImageForSource(path.join(site, 'docs/about/build.md'), site)).toBe('/cards/about/build.png');
    expect(cardImageForSource(path.join(site, 'docs/index.md'), site)).toBe('/cards/index.png');
    expect(
      cardImageForSource(path.join(site, 'i18n/ja/docusaurus-plugin-content-docs/current/blueprints/v2/run.mdx'), site),
    ).toBe('/cards/blueprints/v2/run.png');
    expect(cardImageForSource(path.join(site, 'generated/api/client/function/startPlaygroundWeb.md'), site)).toBe(
      '/cards/api/client/function/startPlaygroundWeb.png',
    );
    expect(cardImageForSource(path.join(site, 'src/pages/other.md'), site)).toBeUndefined();
  });

  it('takes the page title from its h1 and the section from the navbar hub and the sidebar categories', () => {
    const html = `<nav><a class="navbar__link navbar__link--active">開発者向け</a></nav>
      <ul><li class="breadcrumbs__item"><a aria-label="ホーム"></a></li><li class="breadcrumbs__item">開発者向け</li>
      <li class="breadcrumbs__item"><span>アーキテクチャ</span></li><li class="breadcrumbs__item breadcrumbs__item--active">WebAssembly 版 PHP</li></ul>
      <article><h1>WebAssembly  版 PHP</h1></article>`;
    expect(pageCardText(cheerio.load(html), {brand: 'b', footer: 'f', siteTitle: 's'})).toEqual({
      title: 'WebAssembly 版 PHP',
      section: '開発者向け › アーキテクチャ',
      brand: 'b',
      footer: 'f',
    });
  });
});

describe('card renderer', () => {
  it('draws a 1200 × 630 PNG whose title rows carry the Japanese title', async () => {
    const withTitle = await renderCard({...text, title: 'ブラウザーで動く WordPress の仕組み'});
    const noTitle = await renderCard({...text, title: ' '});
    const meta = await sharp(withTitle).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT]);
    // The same card without its title has far less ink: the title's glyphs are drawn.
    const titleInk = (await inkInRows(withTitle, 0, CARD_HEIGHT)) - (await inkInRows(noTitle, 0, CARD_HEIGHT));
    expect(titleInk).toBeGreaterThan(10_000);
    // A different title draws different pixels: the text is really drawn, not a fixed image.
    const other = await renderCard({...text, title: 'プラグインをテストする'});
    expect(Buffer.compare(other, withTitle)).not.toBe(0);
  });

  it('fails loudly on a character its font cannot draw, rather than drawing a box', async () => {
    await expect(renderCard({...text, title: 'Playground 🚀'})).rejects.toThrow(MissingGlyphError);
    await expect(renderCard({...text, title: 'Playground 🚀'})).rejects.toThrow(/no glyph for "🚀"/);
  });

  it('sets long titles smaller, so that three lines hold them', () => {
    expect(titleSize('構築')).toBeGreaterThan(titleSize('ブラウザーのタブがクラッシュしたときにサイトのデータを失わずに復旧する'));
    expect(titleSize('Build')).toBe(72);
  });
});
