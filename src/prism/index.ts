/**
 * What the site's bundles get when they import the prism-react-renderer package
 * (src/plugins/lean-prism): the names Docusaurus's client code imports,
 * `Highlight` (CodeBlock) and `Prism` (prism-include-languages, which
 * src/plugins/lean-prism empties; kept for a swizzle that imports it), without the
 * package's forty grammars and twenty themes. Never import prism-react-renderer
 * from here: the alias would not apply and the whole package would come back.
 */
export {Highlight} from './Highlight';
export {Prism, loadGrammars} from './grammars';
export {normalizeTokens} from './normalizeTokens';
export type * from './types';
