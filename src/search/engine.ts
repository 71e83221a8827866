/**
 * The site's own search: MiniSearch (BM25, prefix and fuzzy matching, query
 * trees) over the sections of every docs page of one locale, with the terms of
 * terms.ts. The build writes the index with `buildIndex`; the browser loads it
 * with `loadIndex` and answers with `searchIndex`. Results are ranked per page
 * (a page ranks by its best section), then per section inside the page.
 */
import MiniSearch, {type AsPlainObject, type Query, type SearchResult} from 'minisearch';
import {indexTerms, normalizeText, queryUnits, type QueryUnit} from './terms';
import {READINGS} from './readings';
import type {PageRecord} from './records';

export const INDEX_FORMAT = 2;

/** [title, path, docs tag] */
type PageRow = [string, string, string];
/** [page number, headings, anchor, text] */
type SectionRow = [number, string[], string, string];

/**
 * MiniSearch's own JSON spends most of its bytes on `{"docId": count}` objects;
 * this form keeps each term's postings as one array of [id gap, count] pairs
 * per field (half the size after gzip). Section ids are 0, 1, 2... in order.
 */
type CompactIndex = {
  fieldIds: Record<string, number>;
  averageFieldLength: number[];
  fieldLength: number[][];
  /** [term, fieldId, [gap, count, gap, count...], fieldId, [...]...] */
  terms: (string | number | number[])[][];
};

export type IndexFile = {
  format: number;
  pages: PageRow[];
  sections: SectionRow[];
  index: CompactIndex;
};

function compact(plain: AsPlainObject): CompactIndex {
  const count = plain.documentCount;
  for (let id = 0; id < count; id++) if (plain.documentIds[id] !== id) throw new Error('Search index: section ids are not in order');
  return {
    fieldIds: plain.fieldIds,
    averageFieldLength: plain.averageFieldLength,
    fieldLength: Array.from({length: count}, (_, id) => plain.fieldLength[id]),
    terms: plain.index.map(([term, fields]) => [
      term,
      ...Object.entries(fields).flatMap(([fieldId, postings]) => {
        let previous = 0;
        const pairs: number[] = [];
        for (const id of Object.keys(postings).map(Number).sort((a, b) => a - b)) {
          pairs.push(id - previous, postings[id]);
          previous = id;
        }
        return [Number(fieldId), pairs];
      }),
    ]),
  };
}

function expand(index: CompactIndex): AsPlainObject {
  const count = index.fieldLength.length;
  const documentIds: Record<string, number> = {};
  const storedFields: Record<string, object> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let id = 0; id < count; id++) {
    documentIds[id] = id;
    storedFields[id] = {};
    fieldLength[id] = index.fieldLength[id];
  }
  const terms: AsPlainObject['index'] = index.terms.map(([term, ...rest]) => {
    const fields: Record<string, Record<number, number>> = {};
    for (let i = 0; i < rest.length; i += 2) {
      const pairs = rest[i + 1] as number[];
      const postings: Record<number, number> = {};
      let id = 0;
      for (let j = 0; j < pairs.length; j += 2) {
        id += pairs[j];
        postings[id] = pairs[j + 1];
      }
      fields[rest[i] as number] = postings;
    }
    return [term as string, fields];
  });
  return {documentCount: count, nextId: count, documentIds, fieldIds: index.fieldIds, fieldLength, averageFieldLength: index.averageFieldLength, storedFields, dirtCount: 0, index: terms, serializationVersion: 2};
}

type Fields = {id: number; title: string; headings: string; keys: string; text: string; code: string};

const FIELDS = ['title', 'headings', 'keys', 'text', 'code'] as const;

const options = {
  fields: [...FIELDS],
  storeFields: [],
  tokenize: indexTerms,
  // Terms arrive finished (normalized, stemmed), from indexTerms or queryUnits.
  processTerm: (term: string) => term,
  searchOptions: {tokenize: (text: string) => [text], processTerm: (term: string) => term},
};

/** The whole index of a locale's pages. */
export function buildIndex(pages: PageRecord[]): IndexFile {
  const miniSearch = new MiniSearch<Fields>(options);
  const pageRows: PageRow[] = [];
  const sectionRows: SectionRow[] = [];
  pages.forEach((page, pageNumber) => {
    pageRows.push([page.title, page.path, page.tag]);
    for (const section of page.sections) {
      const id = sectionRows.length;
      sectionRows.push([pageNumber, section.headings, section.anchor ?? '', section.text]);
      miniSearch.add({id, title: page.title, headings: section.headings.join(' '), keys: section.keys, text: section.text, code: section.code});
    }
  });
  return {format: INDEX_FORMAT, pages: pageRows, sections: sectionRows, index: compact(miniSearch.toJSON())};
}

export type LoadedIndex = {file: IndexFile; miniSearch: MiniSearch<Fields>};

export function loadIndex(file: IndexFile): LoadedIndex {
  if (file.format !== INDEX_FORMAT) throw new Error(`Search index format ${file.format}, expected ${INDEX_FORMAT}`);
  return {file, miniSearch: MiniSearch.loadJS<Fields>(expand(file.index), options)};
}

/** Fetches and loads the index files, in the worker or, without workers, on the page. */
export function fetchIndexes(urls: string[]): Promise<LoadedIndex[]> {
  return Promise.all(
    urls.map(async (url) => {
      // Revalidated on each load: the file name is the same from one build to the next.
      const response = await fetch(url, {cache: 'no-cache'});
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      return loadIndex(await response.json());
    }),
  );
}

/** One found section, ready to show. */
export type Hit = {
  pageTitle: string;
  path: string;
  tag: string;
  headings: string[];
  anchor: string;
  text: string;
  /** Normalized strings to highlight. */
  needles: string[];
  score: number;
};


const BOOST = {title: 3, headings: 2.5, keys: 2, text: 1, code: 0.4};
/** The API reference is large and repetitive: its sections give way to a guide's on an equal match. */
const API_WEIGHT = 0.6;
/** Sections weighed per index and query (see rankPages). */
const CANDIDATES = 300;
/** A page whose title has every word of the query is most likely the one meant. */
const TITLE_BONUS = 2;

function coversAll(title: string, units: QueryUnit[]): boolean {
  return units.every((unit) => findMatches(title, unitNeedles(unit)).length > 0);
}

/** The share of the query's units that a result matches. */
function coverage(result: SearchResult, units: QueryUnit[]): number {
  const matched = new Set(result.queryTerms);
  const covered = units.filter((unit) => unit.alternatives.some((terms) => terms.every((term) => matched.has(term) || (unit.latin && result.queryTerms.some((q) => q.startsWith(term) || term.startsWith(q))))));
  return covered.length / units.length;
}

function unitQuery(unit: QueryUnit, last: boolean, fuzzy: boolean): Query {
  const prefix = unit.latin && last ? (term: string) => term.length >= 2 : false;
  const alternatives: Query[] = unit.alternatives.map((terms) => ({
    combineWith: 'AND',
    queries: terms,
    prefix: prefix || (terms.length === 1 && Array.from(terms[0]).length === 1),
    fuzzy: fuzzy && unit.latin ? (term: string) => (term.length >= 5 ? 0.2 : false) : false,
  }));
  return alternatives.length === 1 ? alternatives[0] : {combineWith: 'OR', queries: alternatives};
}

/**
 * Searches the loaded index. `tags`, when given, keeps the pages of those docs
 * instances (an OR of `docusaurus_tag` filters); `perPage` caps the sections
 * shown per page.
 */
export function searchIndex(
  indexes: LoadedIndex[],
  query: string,
  {tags, perPage = Infinity}: {tags?: string[]; perPage?: number} = {},
): Hit[] {
  const units = queryUnits(query, READINGS).filter((unit) => unit.alternatives.some((terms) => terms.length > 0));
  if (units.length === 0) return [];
  const pages = indexes.flatMap((index) => rankPages(index, units, query, tags));
  pages.sort((a, b) => b.score - a.score);
  const hits: Hit[] = [];
  for (const page of pages) hits.push(...page.hits.slice(0, perPage));
  return hits;
}

type RankedPage = {score: number; hits: Hit[]};

function rankPages({file, miniSearch}: LoadedIndex, units: QueryUnit[], query: string, tags: string[] | undefined): RankedPage[] {
  const typingLast = !/\s$/.test(query);
  const required = units.filter((unit) => !unit.optional);
  const filter = tags && tags.length > 0 ? (result: SearchResult) => tags.includes(file.pages[file.sections[result.id][0]][2]) : undefined;
  const run = (combineWith: 'AND' | 'OR', list: QueryUnit[], fuzzy: boolean) =>
    miniSearch.search(
      {combineWith, queries: list.map((unit) => unitQuery(unit, typingLast && unit === units[units.length - 1], fuzzy))},
      {boost: BOOST, filter},
    );
  const needed = required.length > 0 ? required : units;
  // A short query needs every word; a long one (a pasted message with a path of its own) ranks by the words that match.
  let results = needed.length <= 3 ? run('AND', needed, false) : [];
  // Typos are looked for in short queries only: fuzzy matching of every word of a pasted log costs too much.
  if (results.length === 0) results = run('OR', needed, needed.length <= 3);

  const needles = highlightNeedles(units);
  // Words typed together that a section has together (a pasted message, `?plugin=`) rank it higher.
  const pairs = units.slice(1).map((unit, i) => `${units[i].text} ${unit.text}`);
  const literal = normalizeText(query.trim());
  // A query with symbols (`?plugin=`, `--auto-mount`) names one thing exactly: finding it as typed counts more.
  const literalBonus = /[^\p{L}\p{N}\s]/u.test(literal) ? 3 : 1.5;
  const phraseBonus = (id: number) => {
    const [, headings, , text] = file.sections[id];
    const section = normalizeText(`${headings.join(' ')} ${text}`);
    // The query as typed, `?plugin=` or a whole message, is in the section.
    const whole = literal.length >= 3 && section.includes(literal) ? literalBonus : 1;
    if (pairs.length === 0) return whole;
    const plain = section.replace(/[^\p{L}\p{N}]+/gu, ' ');
    return whole * (1 + pairs.filter((pair) => plain.includes(pair)).length / pairs.length);
  };
  const isApi = (pageNumber: number) => file.pages[pageNumber][1].startsWith('api/');
  const titleCovered = new Map<number, boolean>();
  // Not for the API reference, whose titles are identifiers: `runPHP` would put its API page above the guide that explains it.
  const coversTitle = (pageNumber: number) => {
    if (!titleCovered.has(pageNumber)) titleCovered.set(pageNumber, !isApi(pageNumber) && coversAll(file.pages[pageNumber][0], needed));
    return titleCovered.get(pageNumber)!;
  };
  // Only the best candidates are weighed: the rest would not be shown, and a long query matches thousands of sections.
  const scored = results.slice(0, CANDIDATES).map((result) => {
    const pageNumber = file.sections[result.id][0];
    const weight =
      (isApi(pageNumber) ? API_WEIGHT : 1) *
      (coversTitle(pageNumber) ? TITLE_BONUS : 1) *
      phraseBonus(result.id) *
      coverage(result, needed) ** 2;
    return {id: result.id as number, pageNumber, score: result.score * weight};
  });
  scored.sort((a, b) => b.score - a.score);
  const byPage = new Map<number, {score: number; ids: number[]}>();
  for (const {id, pageNumber, score} of scored) {
    const entry = byPage.get(pageNumber);
    // A page ranks by its best section, and a second matching section adds a little.
    if (entry) {
      if (entry.ids.length === 1) entry.score += score * 0.15;
      entry.ids.push(id);
    } else byPage.set(pageNumber, {score, ids: [id]});
  }
  return [...byPage.entries()].map(([pageNumber, entry]) => {
    const [pageTitle, path, tag] = file.pages[pageNumber];
    const hits = entry.ids.map((id): Hit => {
      const [, headings, anchor, text] = file.sections[id];
      return {pageTitle, path, tag, headings, anchor, text, needles, score: entry.score};
    });
    return {score: entry.score, hits};
  });
}

/** What shows a unit in a text: its text as typed, and a Latin name it stands for (`ブループリント` → blueprint). */
function unitNeedles(unit: QueryUnit): string[] {
  const needles = [unit.text];
  for (const alternative of unit.alternatives) if (/^[a-z0-9]/.test(alternative[0] ?? '')) needles.push(alternative.join(' '));
  return needles.filter((needle) => needle.length > 0);
}

function highlightNeedles(units: QueryUnit[]): string[] {
  return [...new Set(units.flatMap(unitNeedles))].sort((a, b) => b.length - a.length);
}

/** Where a hit's match is: the page title (introduction), its heading, or its text. Computed for shown hits only. */
export function hitType({headings, anchor, pageTitle, text, needles}: Hit): 'lvl1' | 'lvl2' | 'lvl3' | 'content' {
  const inText = (value: string) => findMatches(value, needles).length > 0;
  if (headings.length > 0 && inText(headings[headings.length - 1])) return headings.length === 1 ? 'lvl2' : 'lvl3';
  if (!anchor && (inText(pageTitle) || !inText(text))) return 'lvl1';
  return 'content';
}

/** [start, end) ranges of the original text where a needle matches, case and width ignored. */
export function findMatches(text: string, needles: string[]): [number, number][] {
  if (needles.length === 0) return [];
  // One normalized character per original position, so ranges map back.
  let normalized = '';
  const origin: number[] = [];
  let offset = 0;
  for (const char of text) {
    const form = normalizeText(char);
    for (let i = 0; i < form.length; i++) origin.push(offset);
    normalized += form;
    offset += char.length;
  }
  origin.push(offset);
  const ranges: [number, number][] = [];
  for (const needle of needles) {
    let from = 0;
    for (;;) {
      const at = normalized.indexOf(needle, from);
      if (at < 0) break;
      ranges.push([origin[at], origin[at + needle.length]]);
      from = at + needle.length;
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const previous = merged[merged.length - 1];
    if (previous && range[0] <= previous[1]) previous[1] = Math.max(previous[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The text, HTML-escaped, with the matches wrapped in the given tags. */
export function highlight(text: string, needles: string[], pre: string, post: string): string {
  let html = '';
  let at = 0;
  for (const [start, end] of findMatches(text, needles)) {
    html += escapeHtml(text.slice(at, start)) + pre + escapeHtml(text.slice(start, end)) + post;
    at = end;
  }
  return html + escapeHtml(text.slice(at));
}

/** A window of the text around its first match (or its start), about `length` characters. */
export function snippetText(text: string, needles: string[], length = 100, ellipsis = '…'): string {
  const first = findMatches(text, needles)[0];
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  // Character index of the match (surrogate pairs count once).
  const matchAt = first ? Array.from(text.slice(0, first[0])).length : 0;
  const start = Math.max(0, Math.min(matchAt - Math.floor(length / 4), chars.length - length));
  const end = Math.min(chars.length, start + length);
  return (start > 0 ? ellipsis : '') + chars.slice(start, end).join('').trim() + (end < chars.length ? ellipsis : '');
}
