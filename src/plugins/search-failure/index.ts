/**
 * The search page of the theme calls the search service without handling a
 * failure: the reader is left with an empty page. In the browser bundle this
 * plugin points the page's `algoliasearch/lite` import at a client that reports
 * failures (see liteClient.ts), and the wrapped SearchPage shows them.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replacementConfig} from '../moduleReplacement';

export default function searchFailurePlugin(): Plugin {
  return {
    name: 'search-failure',
    configureWebpack(_config, isServer, utils) {
      if (isServer) return {};
      return replacementConfig(utils, [
        {
          kind: 'alias',
          owner: 'search-failure',
          request: 'algoliasearch/lite',
          replacement: path.join(__dirname, 'liteClient.ts'),
          dependsOn: "@docusaurus/theme-search-algolia's SearchPage importing algoliasearch/lite",
        },
      ]);
    },
  };
}
