/**
 * The navbar search on the site's own index: DocSearch's button and shortcuts
 * (as the theme's SearchBar uses them), with a search client answered in the
 * browser (src/search/localClient.ts) and no request to Algolia, not even the
 * theme's preconnect. The client, the index and the modal (LocalSearchModal.tsx)
 * load when the reader points at, focuses or opens the search.
 */
import React, {useCallback, useMemo, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchButton} from '@docsearch/react/button';
import {useDocSearchKeyboardEvents} from '@docsearch/react/useDocSearchKeyboardEvents';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {LocalSearchClient} from '@site/src/search/localClient';
import type {LocalSearchModalProps} from './LocalSearchModal';

let LocalSearchModal: ComponentType<LocalSearchModalProps> | null = null;
function importModal(): Promise<void> {
  if (LocalSearchModal) return Promise.resolve();
  // @ts-expect-error: the stylesheet entry has no types.
  return Promise.all([import('./LocalSearchModal'), import('@docsearch/react/style')]).then(([{default: Modal}]) => {
    LocalSearchModal = Modal;
  });
}

/** The local client, loaded with the first hover, focus or opening: pages that never search do not carry it. */
function useClient(): LocalSearchClient {
  const {siteConfig} = useDocusaurusContext();
  return useMemo(() => {
    let client: Promise<LocalSearchClient> | undefined;
    const load = () =>
      (client ??= import('@site/src/search/localClient').then(({createLocalSearchClient}) =>
        createLocalSearchClient({baseUrl: siteConfig.baseUrl, siteUrl: siteConfig.url, development: process.env.NODE_ENV === 'development'}),
      ));
    return {
      search: async (input) => (await load()).search(input),
      preload: () => {
        load().then((loaded) => loaded.preload(), () => undefined);
      },
    };
  }, [siteConfig.baseUrl, siteConfig.url]);
}

export default function LocalSearchBar(_props: object): ReactNode {
  const client = useClient();
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
        LocalSearchModal &&
        container.current &&
        createPortal(<LocalSearchModal client={client} initialQuery={initialQuery} onClose={closeModal} />, container.current)}
    </>
  );
}
