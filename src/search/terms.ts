/**
 * How text becomes search terms, the same at build time (the index) and in the
 * browser (the query), so both sides always agree.
 *
 * Japanese is cut into character bigrams inside runs of one script (kanji,
 * katakana, hiragana), not into dictionary words: a dictionary segmenter
 * splits katakana loanwords (ICU cuts サイドバー into サイド + バー and サイバー
 * into サイ + バー, so one finds the other), and the browser's dictionary may not
 * be the build machine's. With bigrams, サイバー needs the bigram イバ, which
 * サイドバー does not have; ブラウザ finds ブラウザー; 拡張 finds 拡張機能.
 * Latin words are lower-cased and lightly stemmed; identifiers are kept whole
 * (runphp) and also split into their parts (run, php).
 */

/** Full-width letters and digits to ASCII, half-width katakana to full-width, one form of each character. */
export function normalizeText(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

const KANJI = /[\p{Script=Han}々〆ヶ]/u;
const KATAKANA = /[\p{Script=Katakana}ー]/u;
const HIRAGANA = /\p{Script=Hiragana}/u;
const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{Nd}]/u;

type Script = 'kanji' | 'katakana' | 'hiragana' | 'latin' | 'other';

function scriptOf(char: string): Script {
  if (LATIN_OR_DIGIT.test(char)) return 'latin';
  if (KATAKANA.test(char)) return 'katakana';
  if (KANJI.test(char)) return 'kanji';
  if (HIRAGANA.test(char)) return 'hiragana';
  return 'other';
}

/** A run of one script; latin runs keep the connectors of identifiers (`wp-cli`, `blueprint.json`). */
export type Chunk = {script: Exclude<Script, 'other'>; text: string};

const CONNECTOR = /[-_.]/;

/** Splits normalized text into runs of one script. */
export function chunks(normalized: string): Chunk[] {
  const result: Chunk[] = [];
  let current: Chunk | undefined;
  const chars = Array.from(normalized);
  chars.forEach((char, i) => {
    let script = scriptOf(char);
    // `-`, `_` and `.` between two Latin characters stay inside the word.
    if (script === 'other' && CONNECTOR.test(char) && current?.script === 'latin' && chars[i + 1] && scriptOf(chars[i + 1]) === 'latin') {
      current.text += char;
      return;
    }
    if (script === 'other') {
      current = undefined;
      return;
    }
    if (current && current.script === script) current.text += char;
    else {
      current = {script, text: char};
      result.push(current);
    }
  });
  return result;
}

/**
 * A light English stemmer (plural `s` and `-ing`), so that `plugins` finds `plugin`
 * and `mounting` finds `mount`. Both sides stem alike, so an odd stem still matches.
 */
export function stem(word: string): string {
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Splits `runPHP` into run + PHP and `setSiteOptions` into set + Site + Options (before lower-casing). */
function camelParts(original: string): string[] {
  return original.split(/(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/);
}

/** Terms of one Latin word: the whole (connectors dropped) and, for compounds, each part. */
function latinTerms(original: string): string[] {
  const whole = stem(normalizeText(original).replace(/[-_.]/g, ''));
  const parts = original
    .split(/[-_.]/)
    .flatMap(camelParts)
    .map((part) => stem(normalizeText(part)))
    .filter(Boolean);
  return parts.length > 1 ? [whole, ...parts] : [whole];
}

/** Bigrams of a Japanese run (a one-character run is its own term). */
export function bigrams(text: string): string[] {
  const chars = Array.from(text);
  if (chars.length === 1) return chars;
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) grams.push(chars[i] + chars[i + 1]);
  return grams;
}

/**
 * Terms to index for a text. The original (not lower-cased) text is read for
 * camelCase boundaries; everything else works on the normalized text.
 */
export function indexTerms(text: string): string[] {
  const terms: string[] = [];
  // Camel-case parts need the original case, so Latin words are read from the NFKC form before lower-casing.
  const nfkc = text.normalize('NFKC');
  for (const chunk of chunks(nfkc)) {
    if (chunk.script === 'latin') {
      terms.push(...latinTerms(chunk.text));
    } else if (chunk.script !== 'hiragana') {
      // Hiragana is mostly particles and endings: left out of the index, a fifth of its size.
      const lower = chunk.text.toLowerCase();
      terms.push(...bigrams(lower));
      // The run's last character alone too, so that a one-character query finds it as a prefix.
      const chars = Array.from(lower);
      if (chars.length > 1) terms.push(chars[chars.length - 1]);
    }
  }
  return terms;
}

/** One unit of a query: every term of a unit must match (a Japanese word's bigrams), or any of `alternatives`. */
export type QueryUnit = {
  /** Alternative term sets; a unit matches when all terms of one set match. */
  alternatives: string[][];
  /** Particles and okurigana: they rank but are not required. */
  optional: boolean;
  /** A Latin word the reader may still be typing (the last one): prefix matches count. */
  latin: boolean;
  /** The text of the unit as typed (normalized), for highlighting. */
  text: string;
};

/** Katakana readings of names the pages write in Latin letters. */
export type Readings = Record<string, string>;

/** At most this many units of a query are searched: a pasted log does not make every keystroke slow. */
export const MAX_QUERY_UNITS = 24;

/** Words of a question that do not say what it is about (`how do I debug a blueprint`): they rank, but are not required. */
const QUESTION_WORDS = new Set(
  'a an the is are was be do does did i we you my me it its this that to of in on at for with by from and or how what which why when where who can could should would will use using there any some about'.split(' '),
);
/** The same for Japanese: 方法 in 「エクスポートする方法」. */
const QUESTION_WORDS_JA = new Set(['方法', '仕方', '手順']);

/** Parses a query into units (see QueryUnit). */
export function queryUnits(query: string, readings: Readings = {}): QueryUnit[] {
  const units: QueryUnit[] = [];
  const nfkc = query.slice(0, 1000).normalize('NFKC');
  for (const chunk of chunks(nfkc)) {
    const text = chunk.text.toLowerCase();
    if (chunk.script === 'latin') {
      const terms = latinTerms(chunk.text);
      // `runPHP` matches the whole identifier, `run php` matches its parts.
      units.push({alternatives: [[terms[0]], ...(terms.length > 1 ? [terms.slice(1)] : [])], optional: QUESTION_WORDS.has(text), latin: true, text});
      continue;
    }
    // Hiragana is not indexed (see indexTerms): it never narrows a search.
    if (chunk.script === 'hiragana') continue;
    const optional = QUESTION_WORDS_JA.has(text);
    const reading = chunk.script === 'katakana' ? readings[text] ?? readings[text.replace(/ー$/, '')] : undefined;
    // A reading stands for the name the pages write in Latin letters (`ブイエスコード` → `vs code`).
    const alternatives = reading ? [reading.split(' ').flatMap((word) => latinTerms(word).slice(0, 1))] : [bigrams(text)];
    units.push({alternatives, optional, latin: false, text});
  }
  return units.slice(0, MAX_QUERY_UNITS);
}
