/**
 * The search bar of the configured source. This file names the local one; when
 * a deployment sets its own DocSearch index, the build swaps this module for
 * ./AlgoliaSearchBar (src/plugins/local-search), so a page carries one of them.
 */
export {default} from './LocalSearchBar';
