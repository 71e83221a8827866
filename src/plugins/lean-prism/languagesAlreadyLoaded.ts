/**
 * Stands in for @docusaurus/theme-classic's prism-include-languages client
 * module (see index.ts): src/prism/grammars.ts already loads the config's
 * additionalLanguages into the Prism that code blocks use.
 */
export {};
