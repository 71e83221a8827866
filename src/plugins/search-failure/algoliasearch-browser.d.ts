// The browser build of the lite client has the types of `algoliasearch/lite`.
declare module 'algoliasearch/dist/lite/builds/browser.js' {
  export * from 'algoliasearch/lite';
}
