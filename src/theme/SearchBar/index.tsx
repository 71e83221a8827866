/**
 * Wrapped to give the navbar search two sources behind one UI: the site's own
 * index (the default) or Algolia DocSearch, when a deployment sets its own
 * (src/config/search.ts).
 */
import React, {type ReactNode} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isLocalSearch} from '@site/src/config/search';
import AlgoliaSearchBar from './AlgoliaSearchBar';
import LocalSearchBar from './LocalSearchBar';
import './styles.css';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {appId} = siteConfig.themeConfig.algolia as {appId: string};
  return isLocalSearch(appId) ? <LocalSearchBar /> : <AlgoliaSearchBar {...props} />;
}
