/**
 * The site's own index behind the Algolia client interface that DocSearch's
 * modal and the theme's search page call: requests in, Algolia-shaped results
 * out (hierarchy, highlight and snippet), so one search UI serves both sources.
 */
import {highlight, hitType, searchIndex, snippetText, type Hit, type LoadedIndex} from './engine';

type Params = {
  query?: string;
  hitsPerPage?: number;
  page?: number;
  facetFilters?: unknown;
  facets?: string[] | string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
};

export type SearchRequest = Params & {indexName?: string; params?: Params | string};

/** Algolia's `params` may be an object or a URL-encoded string (the search page's helper). */
function readParams(request: SearchRequest): Params {
  let params: Params = {};
  if (typeof request.params === 'string') {
    for (const [key, value] of new URLSearchParams(request.params)) {
      let parsed: unknown = value;
      if (/^[[{]/.test(value) || /^\d+$/.test(value)) {
        try {
          parsed = JSON.parse(value);
        } catch {
          parsed = value;
        }
      }
      (params as Record<string, unknown>)[key] = parsed;
    }
  } else if (request.params) params = request.params;
  const {params: _ignored, ...topLevel} = request;
  return {...params, ...topLevel};
}

/** The docs tags the request's facet filters allow (`docusaurus_tag:docs-api-current`), or undefined for any. */
export function allowedTags(facetFilters: unknown): string[] | undefined {
  let filters = facetFilters;
  if (typeof filters === 'string') {
    try {
      filters = JSON.parse(filters);
    } catch {
      filters = [filters];
    }
  }
  if (!Array.isArray(filters)) return undefined;
  const tags = filters
    .flat(2)
    .filter((filter): filter is string => typeof filter === 'string' && filter.startsWith('docusaurus_tag:'))
    .map((filter) => filter.slice('docusaurus_tag:'.length));
  return tags.length > 0 ? tags : undefined;
}

const SEPARATOR = ' › ';

/** One hit in the form DocSearch and the search page read. */
export function algoliaHit(hit: Hit, siteUrl: string, baseUrl: string, pre: string, post: string, ellipsis: string) {
  const mark = (text: string) => highlight(text, hit.needles, pre, post);
  const type = hitType(hit);
  const [lvl2 = null, lvl3 = null] = hit.headings;
  const urlWithoutAnchor = `${siteUrl}${baseUrl}${hit.path}`;
  const url = hit.anchor ? `${urlWithoutAnchor}#${hit.anchor}` : urlWithoutAnchor;
  const snippet = hit.text ? snippetText(hit.text, hit.needles, 100, ellipsis) : '';
  // DocSearch shows one line under a hit's title, read from hierarchy.lvl1: the page and the headings above the hit.
  const trail = type === 'lvl1' ? [hit.pageTitle] : [hit.pageTitle, ...hit.headings.slice(0, type === 'content' ? 2 : type === 'lvl3' ? 1 : 0)];
  const highlighted: Record<string, {value: string}> = {lvl1: {value: mark(hit.pageTitle)}};
  if (lvl2) highlighted.lvl2 = {value: mark(lvl2)};
  if (lvl3) highlighted.lvl3 = {value: mark(lvl3)};
  return {
    objectID: `${hit.path}#${hit.anchor}`,
    url,
    url_without_anchor: urlWithoutAnchor,
    type,
    content: snippet || null,
    hierarchy: {lvl0: hit.pageTitle, lvl1: hit.pageTitle, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    // No lvl0: the search page makes its breadcrumbs from these keys, and lvl0 is the page title again.
    _highlightResult: {hierarchy: highlighted, content: {value: mark(snippet)}},
    _snippetResult: {
      hierarchy: {...highlighted, lvl1: {value: trail.map(mark).join(SEPARATOR)}},
      content: {value: mark(snippet)},
    },
  };
}

/** Sections shown per page: a few, so that more pages fit in the modal. */
const SECTIONS_PER_PAGE = 3;

/** Answers one Algolia search request from the loaded indexes. */
export function answer(indexes: LoadedIndex[], request: SearchRequest, siteUrl: string, baseUrl: string) {
  const started = Date.now();
  const params = readParams(request);
  const query = typeof params.query === 'string' ? params.query : '';
  const hitsPerPage = Math.max(0, Math.min(Number(params.hitsPerPage ?? 20) || 0, 1000));
  const page = Math.max(0, Number(params.page ?? 0) || 0);
  const tags = allowedTags(params.facetFilters);
  const hits = query.trim() ? searchIndex(indexes, query, {tags, perPage: SECTIONS_PER_PAGE}) : [];
  const shown = hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  const pre = params.highlightPreTag ?? '<em>';
  const post = params.highlightPostTag ?? '</em>';
  const facets: Record<string, Record<string, number>> = {};
  const wanted = typeof params.facets === 'string' ? [params.facets] : (params.facets ?? []);
  if (wanted.includes('docusaurus_tag') || wanted.includes('*')) {
    facets.docusaurus_tag = {};
    for (const hit of hits) facets.docusaurus_tag[hit.tag] = (facets.docusaurus_tag[hit.tag] ?? 0) + 1;
  }
  return {
    hits: shown.map((hit) => algoliaHit(hit, siteUrl, baseUrl, pre, post, params.snippetEllipsisText ?? '…')),
    nbHits: hits.length,
    page,
    nbPages: hitsPerPage > 0 ? Math.ceil(hits.length / hitsPerPage) : 0,
    hitsPerPage,
    processingTimeMS: Date.now() - started,
    exhaustiveNbHits: true,
    query,
    params: '',
    index: request.indexName ?? '',
    facets,
  };
}
