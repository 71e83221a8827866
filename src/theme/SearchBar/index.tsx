/**
 * Wrapped for two gaps of DocSearch 4.7: "no results" needs a URL for its
 * "Let us know." link, and a failed search shows "no results" (autocomplete
 * resets the error status at once) plus an uncaught error, instead of the
 * "Unable to fetch results" screen. The failure is caught here and that screen shown.
 */
import React, {useCallback, useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import SearchBar from '@theme-original/SearchBar';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import translations from '@theme/SearchTranslations';
import {missingResultsUrl} from '@site/src/config/search';
import {withFailureReport, type SearchClientLike} from './failureReport';
import './styles.css';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): ReactNode {
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
