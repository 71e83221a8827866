/**
 * The modal of the local search bar (LocalSearchBar.tsx): DocSearch's modal on
 * the local client, with the "see all" footer, the link for a missing result,
 * and a screen of its own when there is no index to search. It loads with the
 * modal's code, on the first hover, focus or opening, not with the page.
 */
import React, {useCallback, useEffect, useMemo, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import {useSearchLinkCreator} from './useSearchLinkCreator';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import type {LocalSearchClient} from '@site/src/search/localClient';
import {isIndexNotBuilt} from '@site/src/search/events';
import {missingResultsUrl} from '@site/src/config/search';
import {withFailureReport} from './failureReport';
import './localModal.css';

type Status = 'ok' | 'failed' | 'not-built';

type FooterProps = {state: {query: string; context: {nbHits?: unknown}}};

/** What the modal shows instead of results when there is no index to search. */
function StatusScreen({status}: {status: Exclude<Status, 'ok'>}): ReactNode {
  if (status === 'not-built') {
    return (
      <div className="DocSearch-ErrorScreen search-failure" role="status">
        <p className="DocSearch-Title">
          <Translate id="search.local.notBuilt.title">Search works on a build of the site</Translate>
        </p>
        <p className="DocSearch-Help">
          <Translate id="search.local.notBuilt.help" values={{command: <code>npm run build && npm run serve</code>}}>
            {'The search index is written by the build. To try the search, run {command}.'}
          </Translate>
        </p>
      </div>
    );
  }
  return (
    <div className="DocSearch-ErrorScreen search-failure" role="alert">
      <p className="DocSearch-Title">
        <Translate id="search.local.loadFailed.title">The search index could not be loaded</Translate>
      </p>
      <p className="DocSearch-Help">
        <Translate
          id="search.local.loadFailed.help"
          values={{
            index: (
              <Link to="/" onClick={() => document.querySelector<HTMLButtonElement>('.DocSearch-Close')?.click()}>
                <Translate id="search.local.loadFailed.indexLink">the documentation index</Translate>
              </Link>
            ),
          }}>
          {'Check your network connection and type again, or find the page from {index}.'}
        </Translate>
      </p>
    </div>
  );
}

export type LocalSearchModalProps = {client: LocalSearchClient; initialQuery?: string; onClose: () => void};

export default function LocalSearchModal({client, initialQuery, onClose}: LocalSearchModalProps): ReactNode {
  const history = useHistory();
  const createSearchLink = useSearchLinkCreator();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const [status, setStatus] = useState<Status>('ok');
  const [dropdown, setDropdown] = useState<Element | null>(null);

  const transformSearchClient = useCallback(
    () =>
      withFailureReport(
        {
          search: async (input: Parameters<LocalSearchClient['search']>[0]) => {
            try {
              return await client.search(input);
            } catch (error) {
              if (isIndexNotBuilt(error)) setStatus('not-built');
              throw error;
            }
          },
        },
        (failed) => setStatus((current) => (failed ? (current === 'not-built' ? current : 'failed') : 'ok')),
      ),
    [client],
  );
  useEffect(() => {
    setDropdown(status !== 'ok' ? document.querySelector('.DocSearch-Dropdown') : null);
  }, [status]);

  const navigator = useMemo(() => ({navigate: ({itemUrl}: {itemUrl: string}) => history.push(itemUrl)}), [history]);
  const ResultsFooter = useCallback(
    ({state}: FooterProps) => {
      const count = state.context.nbHits;
      if (typeof count !== 'number' || count === 0) return null;
      return (
        <Link to={createSearchLink(state.query)} onClick={onClose}>
          <Translate id="theme.SearchBar.seeAll" values={{count}}>
            {'See all {count} results'}
          </Translate>
        </Link>
      );
    },
    [createSearchLink, onClose],
  );

  return (
    <>
      <DocSearchModal
        // Required by the modal; the local client never sends them anywhere.
        appId="local"
        apiKey="local"
        indexName="wordpress-playground-docs"
        onClose={onClose}
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        navigator={navigator}
        transformItems={(items) => items.map((item) => ({...item, url: processSearchResultUrl(item.url)}))}
        hitComponent={({hit, children}: {hit: {url: string}; children: ReactNode}) => <Link to={hit.url}>{children}</Link>}
        transformSearchClient={transformSearchClient as never}
        resultsFooterComponent={ResultsFooter}
        getMissingResultsUrl={({query}: {query: string}) => missingResultsUrl(query)}
        searchParameters={{facetFilters}}
        translations={translations.modal}
        placeholder={translations.modal?.searchBox?.placeholderText}
        onAskAiToggle={() => {}}
      />
      {dropdown && status !== 'ok' && createPortal(<StatusScreen status={status} />, dropdown)}
    </>
  );
}
