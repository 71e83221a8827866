// @ts-check
// A bundler loader for the three route-table files in .docusaurus/, browser
// bundle only. `target` names the file it is applied to:
// - routes: the routes of each lazy subtree leave; their parent route gets
//   `lazyRoutes`, an import() of this same file with `?lazy-subtree=N`, which
//   this loader answers with those routes and the chunk names and registry
//   entries only they use (preload.ts puts them back before a page needs them);
// - chunkNames / registry: the main bundle's copies, without what moved.
// Registry entries also lose their module paths (read only by server rendering),
// and routes get their components on first read (withComponent.ts).
const path = require('node:path');
const {splitRouteTable, printRoutes, printRegistry} = require('./routeTable.cjs');

const importWithComponent = `import withComponent from ${JSON.stringify(path.join(__dirname, 'withComponent.ts'))};`;

/**
 * @this {{resourcePath: string, resourceQuery: string, getOptions(): {target: 'routes' | 'chunkNames' | 'registry', prefixes: string[]}, addDependency(file: string): void}}
 * @returns {string}
 */
module.exports = function leanRouteTable() {
  const {target, prefixes} = this.getOptions();
  const dir = path.dirname(this.resourcePath);
  for (const file of ['routes.js', 'routesChunkNames.json', 'registry.js']) this.addDependency(path.join(dir, file));
  const split = splitRouteTable(dir, prefixes);

  if (target === 'chunkNames') return JSON.stringify(split.mainChunkNames);
  if (target === 'registry') return `export default ${printRegistry(split.mainRegistry)};\n`;

  const lazyIndex = /[?&]lazy-subtree=(\d+)/.exec(this.resourceQuery)?.[1];
  if (lazyIndex !== undefined) {
    const index = Number(lazyIndex);
    return [
      importWithComponent,
      "import routesChunkNames from '@generated/routesChunkNames';",
      "import registry from '@generated/registry';",
      '',
      "// ComponentCreator looks both up when a route's component is first read.",
      `Object.assign(routesChunkNames, ${JSON.stringify(split.lazyChunkNames(index))});`,
      `Object.assign(registry, ${printRegistry(split.lazyRegistry(index))});`,
      '',
      `export default ${printRoutes(split.subtrees[index].lazy)};`,
      '',
    ].join('\n');
  }

  return [importWithComponent, '', `export default ${printRoutes(split.mainRoutes)};`, ''].join('\n');
};
