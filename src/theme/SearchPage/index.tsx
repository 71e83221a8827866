/** Wrapped so that a search service that fails gives a message instead of an empty page (see src/plugins/search-failure). */
import React, {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import SearchPage from '@theme-original/SearchPage';
import translations from '@theme/SearchTranslations';
import {SEARCH_FAILURE_EVENT} from '@site/src/plugins/search-failure/liteClient';
import './styles.css';

export default function SearchPageWrapper(): ReactNode {
  const [failed, setFailed] = useState(false);
  const [container, setContainer] = useState<Element | null>(null);
  useEffect(() => {
    const onFailure = (event: Event) => setFailed((event as CustomEvent<boolean>).detail);
    window.addEventListener(SEARCH_FAILURE_EVENT, onFailure);
    return () => window.removeEventListener(SEARCH_FAILURE_EVENT, onFailure);
  }, []);
  useEffect(() => {
    // Under the search box, in the page's own column.
    setContainer(failed ? (document.querySelector('input[type="search"]')?.closest('.container') ?? null) : null);
  }, [failed]);
  const {titleText, helpText} = translations.modal?.errorScreen ?? {};
  return (
    <>
      <SearchPage />
      {container &&
        createPortal(
          <div className="alert alert--danger search-failure" role="alert">
            <p className="margin-bottom--sm">
              <strong>{titleText}</strong>
            </p>
            <p className="margin-bottom--none">{helpText}</p>
          </div>,
          container,
        )}
    </>
  );
}
