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
 * In the browser, Prism and its grammars are a chunk of their own, loaded only when a block must be
 * highlighted there (src/theme/CodeBlock/Content/highlighter.ts): a first visit keeps the server's
 * markup and needs none of it. The server bundle imports it directly (highlighter.server.ts).
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
/** The code block's way to Prism: a lazy chunk in the browser, the module itself on the server. */
export const HIGHLIGHTER = /[\\/]src[\\/]theme[\\/]CodeBlock[\\/]Content[\\/]highlighter\.ts$/;
export const SERVER_HIGHLIGHTER = path.resolve(__dirname, '../../theme/CodeBlock/Content/highlighter.server.ts');

export default function leanPrismPlugin(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack(_config, isServer, utils) {
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
        // The server renders every block highlighted, synchronously; only the browser loads Prism lazily.
        ...(isServer
          ? [
              {
                kind: 'module' as const,
                owner: 'lean-prism',
                test: HIGHLIGHTER,
                replacement: SERVER_HIGHLIGHTER,
                dependsOn: 'src/theme/CodeBlock/Content (ejected) importing ./highlighter',
              },
            ]
          : []),
      ]);
    },
  };
}
