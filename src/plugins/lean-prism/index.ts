/**
 * Code blocks need a Prism, but `prism-react-renderer` is one module with its
 * own Prism, forty grammars and twenty themes, none of which a bundler can
 * drop: it was about 26 KB gzip of the main.js every page loads. This plugin
 * points that import, in the server and the client bundles alike (so the HTML
 * and hydration tokenize the same way), at src/prism: the same `Highlight` and
 * `Prism` over the prismjs core and only the grammars the site's code uses.
 * The `$` keeps the alias to the bare name; docusaurus.config.ts still reads
 * the package's themes in Node, outside any bundle.
 *
 * It also empties theme-classic's prism-include-languages client module, which
 * would import Prism into main.js only to load the config's additionalLanguages:
 * src/prism loads those itself, so the grammars now load with the code blocks
 * that use them, and registering them (about 40 ms on a throttled phone) is no
 * longer part of every page's start.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replacementConfig} from '../moduleReplacement';

export const LEAN_PRISM_MODULE = path.resolve(__dirname, '../../prism/index.ts');
/** The client module replaced, as the bundler resolves it. */
export const PRISM_INCLUDE_LANGUAGES = /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
export const LANGUAGES_ALREADY_LOADED = path.join(__dirname, 'languagesAlreadyLoaded.ts');

export default function leanPrismPlugin(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack(_config, _isServer, utils) {
      return replacementConfig(utils, [
        {
          kind: 'alias',
          owner: 'lean-prism',
          request: 'prism-react-renderer',
          replacement: LEAN_PRISM_MODULE,
          dependsOn: "@docusaurus/theme-classic's code block components importing prism-react-renderer",
        },
        {
          kind: 'module',
          owner: 'lean-prism',
          test: PRISM_INCLUDE_LANGUAGES,
          replacement: LANGUAGES_ALREADY_LOADED,
          dependsOn: '@docusaurus/theme-classic/lib/prism-include-languages.js',
        },
      ]);
    },
  };
}
