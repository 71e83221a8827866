/**
 * @docusaurus/plugin-content-docs/lib/client/docsClientUtils.js, the same lookups with one change:
 * the docs plugins are ordered by comparing their paths as strings, not with `localeCompare`. With
 * two docs plugins (the docs and the API reference) the original's sort calls `localeCompare` on
 * every doc page's first render, and the first call builds the browser's collator for the page
 * language: about 11 ms of one task on a fast CPU, 65 ms on a phone 6× slower, for paths that are
 * plain ASCII, where both orders agree.
 */
import {matchPath} from '@docusaurus/router';
import type {UseDataOptions} from '@docusaurus/types';
import type {ActivePlugin, ActiveDocContext, DocVersionSuggestions, GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';

/** Descending, so that '/docs/android' is tried before '/docs' (the original's order for these paths). */
const longerPathFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

export function getActivePlugin(
  allPluginData: {[pluginId: string]: GlobalPluginData},
  pathname: string,
  options: UseDataOptions = {},
): ActivePlugin | undefined {
  const activeEntry = Object.entries(allPluginData)
    .sort((a, b) => longerPathFirst(a[1].path, b[1].path))
    .find(([, pluginData]) => !!matchPath(pathname, {path: pluginData.path, exact: false, strict: false}));
  const activePlugin = activeEntry ? {pluginId: activeEntry[0], pluginData: activeEntry[1]} : undefined;
  if (!activePlugin && options.failfast) {
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page? Existing docs plugin paths are: ${Object.values(
        allPluginData,
      )
        .map((plugin) => plugin.path)
        .join(', ')}`,
    );
  }
  return activePlugin;
}

export const getLatestVersion = (data: GlobalPluginData): GlobalVersion => data.versions.find((version) => version.isLast)!;

export function getActiveVersion(data: GlobalPluginData, pathname: string): GlobalVersion | undefined {
  // A match-all version (/docs/*) is tried last.
  const sortedVersions = [...data.versions].sort((a, b) => {
    if (a.path === b.path) return 0;
    if (a.path.includes(b.path)) return -1;
    if (b.path.includes(a.path)) return 1;
    return 0;
  });
  return sortedVersions.find((version) => !!matchPath(pathname, {path: version.path, exact: false, strict: false}));
}

export function getActiveDocContext(data: GlobalPluginData, pathname: string): ActiveDocContext {
  const activeVersion = getActiveVersion(data, pathname);
  const activeDoc = activeVersion?.docs.find((doc) => !!matchPath(pathname, {path: doc.path, exact: true, strict: false}));
  const alternateDocVersions: ActiveDocContext['alternateDocVersions'] = {};
  if (activeDoc) {
    for (const version of data.versions) {
      for (const doc of version.docs) if (doc.id === activeDoc.id) alternateDocVersions[version.name] = doc;
    }
  }
  return {activeVersion, activeDoc, alternateDocVersions};
}

export function getDocVersionSuggestions(data: GlobalPluginData, pathname: string): DocVersionSuggestions {
  const latestVersion = getLatestVersion(data);
  const activeDocContext = getActiveDocContext(data, pathname);
  return {latestDocSuggestion: activeDocContext.alternateDocVersions[latestVersion.name], latestVersionSuggestion: latestVersion};
}
