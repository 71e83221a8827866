/**
 * Names the local search client shares with the search bar and the tests, in
 * a module small enough for the navbar's bundle (the client loads later).
 */

/**
 * Announced on window with the query (`detail`) once the local search client
 * has answered it, so that what waits for results (the browser tests) knows a
 * "no results" screen is the answer and not the modal's state while it searches.
 */
export const SEARCH_ANSWERED_EVENT = 'docs:search-answered';

/** The name of the error a search gets under `npm start`, where no index exists. */
export const INDEX_NOT_BUILT = 'IndexNotBuiltError';

export const isIndexNotBuilt = (error: unknown): boolean => (error as Error | undefined)?.name === INDEX_NOT_BUILT;
