/**
 * Announced on window with the query (`detail`) once the local search client
 * has answered it, so that what waits for results (the browser tests) knows a
 * "no results" screen is the answer and not the modal's state while it searches.
 */
export const SEARCH_ANSWERED_EVENT = 'docs:search-answered';
