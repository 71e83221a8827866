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
 */
import {restoreGlobalPrism} from './globalPrism';
import {Prism} from './core';
import 'prismjs/components/prism-markup';
import 'prismjs/components/prism-regex';
import 'prismjs/components/prism-clike';
import 'prismjs/components/prism-javascript';
import 'prismjs/components/prism-javadoclike';
import 'prismjs/components/prism-css';
import 'prismjs/components/prism-css-extras';
import 'prismjs/components/prism-yaml';
import 'prismjs/components/prism-markdown';
import 'prismjs/components/prism-typescript';
import 'prismjs/components/prism-jsdoc';
import 'prismjs/components/prism-js-extras';
import 'prismjs/components/prism-c';
import 'prismjs/components/prism-json';
import 'prismjs/components/prism-bash';
import 'prismjs/components/prism-markup-templating';
import 'prismjs/components/prism-php';

restoreGlobalPrism();

export {Prism};
