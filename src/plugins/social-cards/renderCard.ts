/**
 * Draws a page's social card (1200 × 630 PNG): satori lays out the text and
 * turns it into SVG paths, resvg rasterises it. The type is Noto Sans JP from
 * npm (@expo-google-fonts/noto-sans-jp), never a system font, so a card looks
 * the same on every machine; sharp stores it as a palette PNG. A character the font cannot draw fails loudly
 * rather than becoming a blank box on someone's timeline.
 */
import fs from 'node:fs';
import satori from 'satori';
import {Resvg} from '@resvg/resvg-js';
import sharp from 'sharp';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export type CardText = {
  /** The page's own title (its h1). */
  title: string;
  /** Where the page sits: the navbar hub and the sidebar categories, joined with › . */
  section: string;
  /** The site's name line: "WordPress Playground" and what this build is. */
  brand: string;
  /** Shown at the foot of the card: where the page lives. */
  footer: string;
};

const FONT_PACKAGE = '@expo-google-fonts/noto-sans-jp';
const BRAND_BLUE = '#2a62b8';
const INK = '#1b1b1f';
const MUTED = '#5b5f66';

type Font = {name: string; data: Buffer; weight: 400 | 700; style: 'normal'};
let fonts: Font[] | undefined;

function loadFonts(): Font[] {
  fonts ??= [
    {weight: 400 as const, file: '400Regular/NotoSansJP_400Regular.ttf'},
    {weight: 700 as const, file: '700Bold/NotoSansJP_700Bold.ttf'},
  ].map(({weight, file}) => ({
    name: 'Noto Sans JP',
    data: fs.readFileSync(require.resolve(`${FONT_PACKAGE}/${file}`)),
    weight,
    style: 'normal' as const,
  }));
  return fonts;
}

/** The logo of static/img/logo.svg, drawn into the card. */
const LOGO =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2a62b8"/>' +
      '<circle cx="32" cy="32" r="19" fill="none" stroke="#fff" stroke-width="4"/><path d="M20 24h7l5 16 5-16h7l-9 22h-6z" fill="#fff"/></svg>',
  ).toString('base64');

/** Width of a text in ems, roughly: CJK characters are one em, Latin ones about half. */
function visualWidth(text: string): number {
  let width = 0;
  for (const char of text) width += /[\u1100-\uffff]/.test(char) && !/[\uff61-\uff9f]/.test(char) ? 1 : 0.55;
  return width;
}

/** Long titles get smaller type so that three lines hold them. */
export function titleSize(title: string): number {
  const width = visualWidth(title);
  if (width <= 16) return 72;
  if (width <= 28) return 62;
  if (width <= 42) return 54;
  return 46;
}

type Node = {type: string; props: {style?: Record<string, unknown>; children?: unknown; [key: string]: unknown}};
const el = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): Node => ({
  type,
  props: {style, children, ...extra},
});

export function cardTree(text: CardText): Node {
  return el('div', {width: CARD_WIDTH, height: CARD_HEIGHT, display: 'flex', backgroundColor: '#ffffff', fontFamily: 'Noto Sans JP'}, [
    el('div', {width: 24, height: CARD_HEIGHT, backgroundColor: BRAND_BLUE}),
    el(
      'div',
      {
        flexGrow: 1,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '60px 72px 56px 64px',
      },
      [
        el('div', {display: 'flex', alignItems: 'center'}, [
          el('img', {width: 64, height: 64, marginRight: 20}, undefined, {src: LOGO, width: 64, height: 64}),
          el('div', {fontSize: 34, fontWeight: 700, color: INK}, 'WordPress Playground'),
          el('div', {fontSize: 30, color: MUTED, marginLeft: 18}, text.brand),
        ]),
        el('div', {display: 'flex', flexDirection: 'column'}, [
          ...(text.section ? [el('div', {fontSize: 30, color: BRAND_BLUE, marginBottom: 16}, text.section)] : []),
          el(
            'div',
            {
              fontSize: titleSize(text.title),
              fontWeight: 700,
              color: INK,
              lineHeight: 1.3,
              maxWidth: CARD_WIDTH - 24 - 136,
              wordBreak: 'break-word',
              lineClamp: 3,
            },
            text.title,
          ),
        ]),
        el('div', {fontSize: 26, color: MUTED}, text.footer),
      ],
    ),
  ]);
}

export class MissingGlyphError extends Error {}

export async function renderCard(text: CardText): Promise<Buffer> {
  const missing: string[] = [];
  const svg = await satori(cardTree(text) as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: loadFonts(),
    // satori asks for another font when the ones it has lack a character: there is none to give.
    loadAdditionalAsset: async (_code: string, segment: string) => {
      missing.push(segment);
      return [];
    },
  });
  if (missing.length > 0) {
    throw new MissingGlyphError(
      `Social card for "${text.title}": the card font (${FONT_PACKAGE}) has no glyph for ${JSON.stringify([...new Set(missing)].join(''))}. ` +
        'Change the text, or add a font that has it in src/plugins/social-cards/renderCard.ts.',
    );
  }
  const png = new Resvg(svg, {fitTo: {mode: 'width', value: CARD_WIDTH}}).render().asPng();
  // A card has a few colours: a palette PNG is a third of the size, with no visible change.
  return sharp(png).png({palette: true, quality: 80, compressionLevel: 9, effort: 1}).toBuffer();
}
