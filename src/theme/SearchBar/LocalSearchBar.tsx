/**
 * The navbar search on the site's own index: DocSearch's button, shortcuts and
 * modal (as the theme's SearchBar uses them), with a search client answered in
 * the browser (src/search/localClient.ts) and no request to Algolia, not even
 * the theme's preconnect. The index loads when the reader points at, focuses
 * or opens the search; if it cannot load, the modal says so.
 */
import React, {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import type {DocSearchModal as DocSearchModalType} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useSearchLinkCreator} from '@docusaurus/theme-common';
import {useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor} from '@docusaurus/theme-search-algolia/client';
import translations from '@theme/SearchTranslations';
import {createLocalSearchClient, IndexNotBuiltError, type LocalSearchClient} from '@site/src/search/localClient';
import {missingResultsUrl} from '@site/src/config/search';
import {withFailureReport} from './failureReport';

let DocSearchModal: typeof DocSearchModalType | null = null;
function importModal(): Promise<void> {
  if (DocSearchModal) return Promise.resolve();
  // @ts-expect-error: the stylesheet entry has no types.
  return Promise.all([import('@docsearch/react/modal'), import('@docsearch/react/style')]).then(([{DocSearchModal: Modal}]) => {
    DocSearchModal = Modal;
  });
}

type Status = 'ok' | 'failed' | 'not-built';

type FooterProps = {state: {query: string; context: {nbHits?: unknown}}};

function useClient(): LocalSearchClient {
  const {siteConfig} = useDocusaurusContext();
  return useMemo(
    () =>
      createLocalSearchClient({
        baseUrl: siteConfig.baseUrl,
        siteUrl: siteConfig.url,
        development: process.env.NODE_ENV === 'development',
      }),
    [siteConfig.baseUrl, siteConfig.url],
  );
}

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

export default function LocalSearchBar(_props: object): ReactNode {
  const client = useClient();
  const history = useHistory();
  const createSearchLink = useSearchLinkCreator();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const facetFilters = useAlgoliaContextualFacetFilters();
  const [status, setStatus] = useState<Status>('ok');
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);
  const container = useRef<HTMLDivElement | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const preload = useCallback(() => {
    client.preload();
    void importModal();
  }, [client]);
  const openModal = useCallback(() => {
    if (!container.current) {
      container.current = document.createElement('div');
      document.body.insertBefore(container.current, document.body.firstChild);
    }
    client.preload();
    void importModal().then(() => setIsOpen(true));
  }, [client]);
  const closeModal = useCallback(() => {
    setIsOpen(false);
    setStatus('ok');
    buttonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    searchButtonRef: buttonRef,
    isAskAiActive: false,
    onAskAiToggle: () => {},
  });

  const transformSearchClient = useCallback(
    () =>
      withFailureReport(
        {
          search: async (input: Parameters<LocalSearchClient['search']>[0]) => {
            try {
              return await client.search(input);
            } catch (error) {
              if (error instanceof IndexNotBuiltError) setStatus('not-built');
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
        <Link to={createSearchLink(state.query)} onClick={closeModal}>
          <Translate id="theme.SearchBar.seeAll" values={{count}}>
            {'See all {count} results'}
          </Translate>
        </Link>
      );
    },
    [createSearchLink, closeModal],
  );

  return (
    <>
      <DocSearchButton
        onTouchStart={preload}
        onFocus={preload}
        onMouseOver={preload}
        onClick={openModal}
        ref={buttonRef}
        translations={translations.button}
      />
      {isOpen &&
        DocSearchModal &&
        container.current &&
        createPortal(
          <DocSearchModal
            // Required by the modal; the local client never sends them anywhere.
            appId="local"
            apiKey="local"
            indexName="wordpress-playground-docs"
            onClose={closeModal}
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
          />,
          container.current,
        )}
      {dropdown && status !== 'ok' && createPortal(<StatusScreen status={status} />, dropdown)}
    </>
  );
}
