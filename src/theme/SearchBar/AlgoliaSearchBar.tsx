/**
 * The search bar on Algolia DocSearch (a deployment that sets its own index),
 * wrapped for three gaps of DocSearch 4.7 in Docusaurus 3.10: "no results" needs
 * a URL for its "Let us know." link; a failed search shows "no results" (autocomplete
 * resets the error status at once) plus an uncaught error instead of the "Unable
 * to fetch results" screen; and with AI mode on, the "see all results" footer shows
 * a raw "{count}" when there is no count.
 */
import React, {useCallback, useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import translations from '@theme/SearchTranslations';
import {missingResultsUrl} from '@site/src/config/search';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {useSearchLinkCreator} from './useSearchLinkCreator';
import {withFailureReport, type SearchClientLike} from './failureReport';

type Props = WrapperProps<typeof SearchBarType>;

type FooterProps = {state: {query: string; context: {nbHits?: unknown}}};

/** "See all N results", only when there is a count to show. */
function ResultsFooter({state}: FooterProps): ReactNode {
  const createSearchLink = useSearchLinkCreator();
  const count = state.context.nbHits;
  if (typeof count !== 'number' || count === 0) return null;
  return (
    <Link
      to={createSearchLink(state.query)}
      // The modal's own close button closes it the way Escape does.
      onClick={() => document.querySelector<HTMLButtonElement>('.DocSearch-Close')?.click()}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

export default function AlgoliaSearchBar(props: Props): ReactNode {
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const transformSearchClient = useCallback(
    (client: SearchClientLike) => withFailureReport(client, setFailed),
    [],
  );
  useEffect(() => {
    setDropdown(failed ? document.querySelector('.DocSearch-Dropdown') : null);
  }, [failed]);
  const {titleText, helpText} = translations.modal?.errorScreen ?? {};
  return (
    <>
      <SearchBar
        {...props}
        transformSearchClient={transformSearchClient}
        resultsFooterComponent={ResultsFooter}
        getMissingResultsUrl={({query}: {query: string}) => missingResultsUrl(query)}
      />
      {dropdown &&
        createPortal(
          <div className="DocSearch-ErrorScreen search-failure" role="alert">
            <p className="DocSearch-Title">{titleText}</p>
            <p className="DocSearch-Help">{helpText}</p>
          </div>,
          dropdown,
        )}
    </>
  );
}
