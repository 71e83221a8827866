/**
 * The grammars this site's code blocks use, on top of the Prism core.
 *
 * The order is prism-react-renderer 2.4.1's own (its src/prism-langs.ts),
 * minus the languages the site never uses, followed by what the site config
 * adds (`prism.additionalLanguages`: bash, json, php). Order is behaviour, not
 * style: regex before javascript gives JS regex literals their inner tokens;
 * javadoclike and jsdoc add doc comments to javascript; typescript copies
 * javascript before js-extras extends it; css-extras adds selector, colour
 * and unit tokens, also to style="" attributes in HTML. tests/unit/leanPrism.test.ts
 * proves every fence of the site tokenizes as with prism-react-renderer.
 *
 * Fence aliases come with the grammars: html/xml/svg (markup), js, ts, yml,
 * md, sh/shell (bash), webmanifest (json).
 *
 * Docusaurus's prism-include-languages client module, which would load the
 * additionalLanguages too, is emptied by src/plugins/lean-prism: they load
 * here, with the code blocks that import this Prism.
 *
 * They are registered on first use, not when the module loads: a grammar file
 * runs as soon as it is evaluated, and the seventeen took about 20 ms of one
 * task on a fast CPU (120 ms on a phone 6× slower) on every doc page, code
 * blocks or not. A page's first visit does not tokenize at all
 * (CodeBlock/Content keeps the server's highlighted HTML), so they now run
 * when a code block is first rendered in the browser: after a client-side
 * navigation, or in dark mode. `require` inside the function keeps the files
 * in the same chunk but evaluates them only when it is called.
 */
import {exposePrism, restoreGlobalPrism} from './globalPrism';
import {Prism} from './core';

// The core exposed itself as the global for the grammar files; they run later (loadGrammars).
restoreGlobalPrism();

let loaded = false;

/** Registers the site's grammars with Prism, in the order above, the first time it is called. */
export function loadGrammars(): typeof Prism {
  if (loaded) return Prism;
  loaded = true;
  exposePrism(Prism);
  try {
    require('prismjs/components/prism-markup');
    require('prismjs/components/prism-regex');
    require('prismjs/components/prism-clike');
    require('prismjs/components/prism-javascript');
    require('prismjs/components/prism-javadoclike');
    require('prismjs/components/prism-css');
    require('prismjs/components/prism-css-extras');
    require('prismjs/components/prism-yaml');
    require('prismjs/components/prism-markdown');
    require('prismjs/components/prism-typescript');
    require('prismjs/components/prism-jsdoc');
    require('prismjs/components/prism-js-extras');
    require('prismjs/components/prism-c');
    require('prismjs/components/prism-json');
    require('prismjs/components/prism-bash');
    require('prismjs/components/prism-markup-templating');
    require('prismjs/components/prism-php');
  } finally {
    restoreGlobalPrism();
  }
  return Prism;
}

export {Prism};
