/**
 * Social cards. Every doc page names its own card as its `image` (set in
 * docusaurus.config.ts through markdown.parseFrontMatter, so Docusaurus writes
 * og:image and twitter:image); every other page has the site's card
 * (themeConfig.image). After the build, this plugin draws each card a page
 * points at, from that page's built HTML: its h1, and its navbar hub and
 * sidebar categories as the section. A card is drawn once per distinct text
 * and reused (the English-text locales share theirs).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {BASE_URL} from '../../config/site';
import {renderCard, type CardText} from './renderCard';

/** Cards live in `<locale base>/cards/`: a doc's at `cards/<doc id>.png`, the site's at `cards/site.png`. */
export const CARDS_DIR = 'cards';
export const SITE_CARD = `${CARDS_DIR}/site.png`;

/** Where a Markdown file's docs tree starts; its path below that is its doc id. */
const DOCS_ROOTS: {pattern: RegExp; prefix: string}[] = [
  {pattern: /^docs\/(.+)\.mdx?$/, prefix: ''},
  {pattern: /^i18n\/[^/]+\/docusaurus-plugin-content-docs\/current\/(.+)\.mdx?$/, prefix: ''},
  {pattern: /^generated\/api\/(.+)\.mdx?$/, prefix: 'api/'},
  {pattern: /^i18n\/[^/]+\/docusaurus-plugin-content-docs-api\/current\/(.+)\.mdx?$/, prefix: 'api/'},
];

/** The card a doc page's Markdown file gets (`/cards/about/build.png`), or undefined for a file outside the docs. */
export function cardImageForSource(filePath: string, siteDir: string): string | undefined {
  const relative = path.relative(siteDir, filePath).split(path.sep).join('/');
  for (const {pattern, prefix} of DOCS_ROOTS) {
    const match = pattern.exec(relative);
    if (match) return `/${CARDS_DIR}/${prefix}${match[1]}.png`;
  }
  return undefined;
}

type Texts = {brand: string; footer: string; siteTitle: string};

/** The card text of a built page: its h1, and where it sits in the navbar and the sidebar. */
export function pageCardText($: cheerio.CheerioAPI, texts: Texts): CardText {
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  const title = clean($('article h1, main h1').first().text()) || clean($('h1').first().text()) || texts.siteTitle;
  const hub = clean($('.navbar__link--active').first().text());
  const categories = $('.breadcrumbs__item:not(.breadcrumbs__item--active)')
    .map((_, item) => clean($(item).text()))
    .get()
    .filter((label) => label !== '' && label !== hub);
  const section = [hub, ...categories].filter(Boolean).join(' › ');
  return {title, section, brand: texts.brand, footer: texts.footer};
}

const RENDERER_VERSION = [
  require('satori/package.json').version,
  require('@resvg/resvg-js/package.json').version,
  require('@expo-google-fonts/noto-sans-jp/package.json').version,
  fs.readFileSync(path.join(__dirname, 'renderCard.ts'), 'utf8'),
].join('\n');

/** Draws a card, or copies the one drawn earlier for the same text (in this build or an earlier one). */
async function drawCard(text: CardText, file: string, cacheDir: string): Promise<'drawn' | 'reused'> {
  const key = crypto.createHash('sha256').update(RENDERER_VERSION).update(JSON.stringify(text)).digest('hex').slice(0, 24);
  const cached = path.join(cacheDir, `${key}.png`);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  if (fs.existsSync(cached)) {
    fs.copyFileSync(cached, file);
    return 'reused';
  }
  const png = await renderCard(text);
  fs.mkdirSync(cacheDir, {recursive: true});
  fs.writeFileSync(cached, png);
  fs.writeFileSync(file, png);
  return 'drawn';
}

const BRAND: Record<string, string> = {ja: '日本語ドキュメント'};

export default function socialCardsPlugin(context: LoadContext): Plugin {
  const {siteConfig, i18n, siteDir} = context;
  const locale = i18n.currentLocale;
  const baseUrl = siteConfig.baseUrl;
  const texts: Texts = {
    brand: BRAND[locale] ?? 'Documentation',
    // The English-text locales all point at the English site, so that their cards are one set.
    footer: `${new URL(siteConfig.url).host}${BRAND[locale] ? baseUrl : BASE_URL}`,
    siteTitle: siteConfig.title,
  };
  const cacheDir = path.join(siteDir, 'node_modules/.cache/social-cards');
  return {
    name: 'social-cards',
    async postBuild({outDir, routesPaths}) {
      const cardUrl = new RegExp(`^${siteConfig.url}${baseUrl}(${CARDS_DIR}/.+\\.png)$`);
      const started = Date.now();
      const counts = {drawn: 0, reused: 0};
      const jobs: {text: CardText; file: string}[] = [];
      const done = new Set<string>();
      for (const route of routesPaths) {
        if (!route.startsWith(baseUrl)) continue;
        const htmlFile = path.join(outDir, route.slice(baseUrl.length), route.endsWith('.html') ? '' : 'index.html');
        if (!htmlFile.endsWith('.html') || !fs.existsSync(htmlFile)) continue;
        const $ = cheerio.load(fs.readFileSync(htmlFile, 'utf8'));
        const image = $('meta[property="og:image"]').attr('content');
        const card = image && cardUrl.exec(image)?.[1];
        if (!card || done.has(card)) continue;
        done.add(card);
        const text =
          card === SITE_CARD
            ? {title: siteConfig.tagline, section: '', brand: texts.brand, footer: texts.footer}
            : pageCardText($, texts);
        jobs.push({text, file: path.join(outDir, card)});
      }
      // A few at a time: while one card is laid out on this thread, sharp compresses others on its own threads.
      const queue = [...jobs];
      const worker = async () => {
        for (let job = queue.shift(); job; job = queue.shift()) counts[await drawCard(job.text, job.file, cacheDir)] += 1;
      };
      await Promise.all(Array.from({length: 4}, worker));
      console.info(
        `[social-cards] ${locale}: ${counts.drawn} drawn, ${counts.reused} reused, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    },
  };
}
