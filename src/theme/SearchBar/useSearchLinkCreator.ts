import {useCallback} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';

/**
 * The link to the search page for a query. Docusaurus 3 exports this hook from theme-common and
 * Docusaurus 4 from theme-search-algolia (found by `npm run canary`); the site's own works with both.
 */
export function useSearchLinkCreator(): (query: string) => string {
  const {siteConfig} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  const {searchPagePath} = (siteConfig.themeConfig as {algolia: ThemeConfigAlgolia}).algolia;
  return useCallback((query: string) => `${baseUrl}${searchPagePath}?q=${encodeURIComponent(query)}`, [baseUrl, searchPagePath]);
}
