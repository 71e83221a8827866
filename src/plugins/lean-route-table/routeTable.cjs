// @ts-check
// Reads the route table Docusaurus generates in .docusaurus/ (routes.js,
// routesChunkNames.json, registry.js) and splits off "lazy subtrees": the page
// routes under a path prefix, with the chunk names and registry entries only
// they use. The browser bundle then ships those parts in a chunk of their own
// (see tableLoader.cjs and preload.ts). Plain CommonJS: bundler loaders are
// required outside the TypeScript toolchain.
const fs = require('node:fs');
const path = require('node:path');

/** @typedef {{__componentCreator: [string, string | undefined]}} ComponentRef */
/** @typedef {{__code: string}} Code code printed as is */
/** @typedef {{path: string, component: ComponentRef, routes?: Route[], exact?: boolean, [key: string]: unknown}} Route */
/** @typedef {{parent: Route, lazy: Route[], prefix: string}} Subtree */

/**
 * Evaluates routes.js with a ComponentCreator that records its arguments: the
 * file is data (object literals) apart from those calls and its imports.
 * @param {string} source
 * @returns {Route[]}
 */
function parseRoutes(source) {
  const body = source
    .replace(/^import .*;$/gm, '')
    .replace(/^export default /m, 'return ');
  /** @type {(path: string, hash?: string) => ComponentRef} */
  const componentCreator = (routePath, hash) => ({__componentCreator: [routePath, hash]});
  /** @type {(route: object, path: string, hash?: string) => object} the form printRoutes writes */
  const withComponent = (route, routePath, hash) => ({...route, component: componentCreator(routePath, hash)});
  return new Function('ComponentCreator', 'withComponent', body)(componentCreator, withComponent);
}

/**
 * Prints routes back as JavaScript. A route's component becomes a
 * `withComponent(route, path, hash)` call (withComponent.ts), which calls
 * ComponentCreator only when the component is first read.
 * @param {unknown} value
 * @param {string} indent
 * @returns {string}
 */
function printRoutes(value, indent = '') {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inner = indent + '  ';
    return `[\n${value.map((item) => inner + printRoutes(item, inner)).join(',\n')}\n${indent}]`;
  }
  if (value && typeof value === 'object') {
    if ('__code' in value) return /** @type {Code} */ (value).__code;
    const {component, ...rest} = /** @type {{component?: unknown}} */ (value);
    const inner = indent + '  ';
    const fields = Object.entries(rest).map(([key, field]) => `${inner}${JSON.stringify(key)}: ${printRoutes(field, inner)}`);
    const printed = `{\n${fields.join(',\n')}\n${indent}}`;
    if (!component) return printed;
    const args = /** @type {ComponentRef} */ (component).__componentCreator.filter((arg) => arg !== undefined);
    return `withComponent(${printed}, ${args.map((arg) => JSON.stringify(arg)).join(', ')})`;
  }
  return JSON.stringify(value);
}

/** @param {Route} route */
const chunkNamesKey = (route) => `${route.component.__componentCreator[0]}-${route.component.__componentCreator[1]}`;

/**
 * Finds, for each prefix, the route whose children are the page routes under
 * it, and which of those children go lazy: every leaf strictly below the
 * prefix. The prefix's own index page stays, so links to it (the navbar's)
 * keep prefetching normally. Mutates nothing.
 * @param {Route[]} routes
 * @param {string[]} prefixes absolute paths ending in "/", e.g. "/base/ja/api/"
 * @returns {Subtree[]}
 */
function findSubtrees(routes, prefixes) {
  /** @type {Subtree[]} */
  const found = [];
  /** @param {Route[]} list */
  const walk = (list) => {
    for (const route of list) {
      if (!route.routes) continue;
      for (const prefix of prefixes) {
        const lazy = route.routes.filter((child) => !child.routes && child.path.startsWith(prefix) && child.path !== prefix);
        if (lazy.length > 0) found.push({parent: route, lazy, prefix});
      }
      walk(route.routes);
    }
  };
  walk(routes);
  return found;
}

/**
 * Flattens one route's chunk names ({__comp, content, "__props": ...}) into
 * a list of registry keys, as Docusaurus's `flat` does.
 * @param {unknown} value
 * @returns {string[]}
 */
function flatChunkNames(value) {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(flatChunkNames);
  return [];
}

/**
 * Parses registry.js into its entries, keyed by chunk name, each kept as its
 * source text (`[() => import(...), "module path", require.resolveWeak(...)]`).
 * @param {string} source
 * @returns {Map<string, string>}
 */
function parseRegistry(source) {
  const entries = new Map();
  for (const match of source.matchAll(/^ {2}"([^"]+)": (\[\(\) => import\(.*?require\.resolveWeak\("[^"]*"\)\])/gm)) entries.set(match[1], match[2]);
  // An entry missed here would vanish from the browser bundle, and server rendering would wait
  // forever for the client's compilation of its page (Docusaurus shares MDX results between them).
  const expected = source.split('require.resolveWeak(').length - 1;
  if (entries.size !== expected) throw new Error(`lean-route-table: read ${entries.size} of the ${expected} entries of registry.js; has its format changed?`);
  return entries;
}

/**
 * Empties the module path of a registry entry: react-loadable reads it only
 * while rendering on the server, so the browser does not need it.
 * @param {string} entry
 */
const withoutModulePath = (entry) => entry.replace(/(\), )"[^"\n]*"(, require\.resolveWeak\()/, '$1""$2');

/**
 * The whole split, computed from the three generated files in `dir`.
 * @param {string} dir the .docusaurus folder
 * @param {string[]} prefixes
 */
function splitRouteTable(dir, prefixes) {
  const routes = parseRoutes(fs.readFileSync(path.join(dir, 'routes.js'), 'utf8'));
  /** @type {Record<string, unknown>} */
  const chunkNames = JSON.parse(fs.readFileSync(path.join(dir, 'routesChunkNames.json'), 'utf8'));
  const registry = parseRegistry(fs.readFileSync(path.join(dir, 'registry.js'), 'utf8'));
  const subtrees = findSubtrees(routes, prefixes);

  const lazyKeys = subtrees.map(({lazy}) => new Set(lazy.map(chunkNamesKey)));
  const allLazyKeys = new Set(lazyKeys.flatMap((keys) => [...keys]));
  // A chunk moves only if no route that stays in main uses it (DocItem, shared by all docs, stays).
  const stayingChunks = new Set(Object.entries(chunkNames).filter(([key]) => !allLazyKeys.has(key)).flatMap(([, names]) => flatChunkNames(names)));
  const movedChunks = subtrees.map((_, index) => {
    const names = new Set([...lazyKeys[index]].flatMap((key) => flatChunkNames(chunkNames[key])));
    return [...names].filter((name) => !stayingChunks.has(name) && registry.has(name));
  });
  const allMovedChunks = new Set(movedChunks.flat());

  /** @type {(list: Route[]) => Route[]} */
  const withoutLazy = (list) =>
    list.map((route) => {
      if (!route.routes) return route;
      const index = subtrees.findIndex(({parent}) => parent === route);
      if (index === -1) return {...route, routes: withoutLazy(route.routes)};
      const moved = new Set(subtrees[index].lazy);
      // preload.ts imports the moved routes back through this, before a page under the prefix needs them.
      const lazyRoutes = {__code: `() => import(/* webpackChunkName: "${lazyChunkName(subtrees[index].prefix)}" */ './routes.js?lazy-subtree=${index}')`};
      return {...route, routes: route.routes.filter((child) => !moved.has(child)), lazyRoutes};
    });

  return {
    subtrees,
    /** routes.js for the main bundle: each subtree's parent without its lazy routes, and a `lazyRoutes` import of them. */
    mainRoutes: withoutLazy(routes),
    /** routesChunkNames.json for the main bundle: without the lazy routes' entries. */
    mainChunkNames: Object.fromEntries(Object.entries(chunkNames).filter(([key]) => !allLazyKeys.has(key))),
    /** registry.js for the main bundle: without the moved entries, module paths emptied. */
    mainRegistry: /** @type {[string, string][]} */ ([...registry].filter(([name]) => !allMovedChunks.has(name)).map(([name, entry]) => [name, withoutModulePath(entry)])),
    /** @param {number} index */
    lazyChunkNames: (index) => Object.fromEntries([...lazyKeys[index]].map((key) => [key, chunkNames[key]])),
    /** @param {number} index */
    lazyRegistry: (index) => /** @type {[string, string][]} */ (movedChunks[index].map((name) => [name, withoutModulePath(/** @type {string} */ (registry.get(name)))])),
  };
}

/** @param {string} prefix e.g. "/base/ja/api/" */
const lazyChunkName = (prefix) => `lazy-routes-${prefix.split('/').filter(Boolean).pop()}`;

/** @param {[string, string][]} entries */
const printRegistry = (entries) => `{\n${entries.map(([name, entry]) => `  ${JSON.stringify(name)}: ${entry}`).join(',\n')}\n}`;

module.exports = {parseRoutes, printRoutes, parseRegistry, splitRouteTable, printRegistry};
