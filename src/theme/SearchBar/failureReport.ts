/** The part of the Algolia client DocSearch calls. */
export type SearchClientLike = {search: (...args: any[]) => Promise<any>};

type SearchRequest = {query?: string; params?: string};

/**
 * A client whose failed searches resolve to empty results (so nothing is left
 * uncaught) and are reported; each new search clears the report.
 */
export function withFailureReport<C extends SearchClientLike>(client: C, report: (failed: boolean) => void): C {
  const search = client.search.bind(client);
  return {
    ...client,
    search: async (...args: any[]) => {
      report(false);
      try {
        return await search(...args);
      } catch {
        report(true);
        const requests: SearchRequest[] = Array.isArray(args[0]) ? args[0] : (args[0]?.requests ?? []);
        return {
          results: requests.map((request) => ({
            hits: [],
            nbHits: 0,
            page: 0,
            nbPages: 0,
            hitsPerPage: 0,
            processingTimeMS: 0,
            exhaustiveNbHits: true,
            query: request.query ?? '',
            params: request.params ?? '',
          })),
        };
      }
    },
  };
}
