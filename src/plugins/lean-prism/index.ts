/**
 * Code blocks need a Prism, but `prism-react-renderer` is one module with its
 * own Prism, forty grammars and twenty themes, none of which a bundler can
 * drop: it was about 26 KB gzip of the main.js every page loads. This plugin
 * points that import, in the server and the client bundles alike (so the HTML
 * and hydration tokenize the same way), at src/prism: the same `Highlight` and
 * `Prism` over the prismjs core and only the grammars the site's code uses.
 * The `$` keeps the alias to the bare name; docusaurus.config.ts still reads
 * the package's themes in Node, outside any bundle.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const LEAN_PRISM_MODULE = path.resolve(__dirname, '../../prism/index.ts');

export default function leanPrismPlugin(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack() {
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': LEAN_PRISM_MODULE,
          },
        },
      };
    },
  };
}
