/**
 * The index files the build writes for each locale, next to its index.html:
 * the guides, and the API reference. A module of its own, so that the search
 * bar can name them without bundling the engine.
 */
export const INDEX_FILES = {docs: 'search-index.json', api: 'search-index-api.json'} as const;
export type IndexShard = keyof typeof INDEX_FILES;
