/**
 * Wrapped to give the navbar search two sources behind one UI: the site's own
 * index (the default) or Algolia DocSearch, when a deployment sets its own
 * (src/config/search.ts). Only the configured source's bar is bundled.
 */
import React, {type ReactNode} from 'react';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import SourceSearchBar from './sourceSearchBar';
import './styles.css';

type Props = WrapperProps<typeof SearchBarType>;

export default function SearchBarWrapper(props: Props): ReactNode {
  return <SourceSearchBar {...props} />;
}
