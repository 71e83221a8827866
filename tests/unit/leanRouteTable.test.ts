/**
 * The browser bundle's route table: the API reference's page routes move to a
 * chunk of their own with exactly the chunk names and registry entries only
 * they use; nothing is lost (a lost registry entry would also stall the build:
 * server rendering waits for the client's compilation of every page), and
 * module paths, read only by server rendering, are emptied.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const load = createRequire(__filename);
type Route = {path: string; routes?: Route[]; lazyRoutes?: unknown; [key: string]: unknown};
type Split = {
  mainRoutes: Route[];
  subtrees: {parent: Route; lazy: Route[]}[];
  mainChunkNames: Record<string, unknown>;
  mainRegistry: [string, string][];
  lazyChunkNames(index: number): Record<string, unknown>;
  lazyRegistry(index: number): [string, string][];
};
const table = load('../../src/plugins/lean-route-table/routeTable.cjs') as {
  parseRoutes(source: string): Route[];
  printRoutes(routes: unknown): string;
  parseRegistry(source: string): Map<string, string>;
  splitRouteTable(dir: string, prefixes: string[]): Split;
};
const tableLoader = load('../../src/plugins/lean-route-table/tableLoader.cjs') as (this: unknown) => string;

const API = '/base/ja/api/';
const leaf = (p: string, hash: string, sidebar = 'apiSidebar') =>
  `      {\n        path: '${p}',\n        component: ComponentCreator('${p}', '${hash}'),\n        exact: true,\n        sidebar: "${sidebar}"\n      }`;
// The shapes Docusaurus 3.10 writes: nested doc routes, a 404 route, and a registry whose last entry closes the object on its own line.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/base/ja/api',
    component: ComponentCreator('/base/ja/api', 'a01'),
    routes: [
${[leaf(API, 'c5e'), leaf(`${API}client/`, '11f'), leaf(`${API}client/function/run`, '2b2')].join(',\n')}
    ]
  },
  {
    path: '/base/ja/',
    component: ComponentCreator('/base/ja/', 'd01'),
    routes: [
${leaf('/base/ja/quick-start', '9aa', 'docs')}
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;
const CHUNK_NAMES = {
  '/base/ja/api-a01': {__comp: 'root0001', __props: 'vers0001'},
  [`${API}-c5e`]: {__comp: 'docitem1', content: 'apiindex'},
  [`${API}client/-11f`]: {__comp: 'docitem1', content: 'client01'},
  [`${API}client/function/run-2b2`]: {__comp: 'docitem1', content: 'runfn001'},
  '/base/ja/-d01': {__comp: 'root0001', __props: 'vers0002'},
  '/base/ja/quick-start-9aa': {__comp: 'docitem1', content: 'quick001'},
};
const entry = (id: string, file: string) =>
  `  "${id}": [() => import(/* webpackChunkName: "${id}" */ "${file}"), "${file}", require.resolveWeak("${file}")]`;
const REGISTRY_ENTRIES: [string, string][] = [
  ['apiindex', '@site/generated/api/index.md'],
  ['client01', '@site/generated/api/client/index.md'],
  ['docitem1', '@theme/DocItem'],
  ['quick001', '@site/docs/quick-start.md'],
  ['root0001', '@theme/DocRoot'],
  ['runfn001', '@site/generated/api/client/function/run.md'],
  ['vers0001', '@generated/api/version.json'],
  ['vers0002', '@generated/default/version.json'],
];
const REGISTRY_JS = `export default {\n${REGISTRY_ENTRIES.map(([id, file]) => entry(id, file)).join(',\n')},};\n`;

const dirs: string[] = [];
function generatedDir(files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lean-route-table-'));
  dirs.push(dir);
  const all = {'routes.js': ROUTES_JS, 'routesChunkNames.json': JSON.stringify(CHUNK_NAMES), 'registry.js': REGISTRY_JS, ...files};
  for (const [name, content] of Object.entries(all)) fs.writeFileSync(path.join(dir, name), content);
  return dir;
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, {recursive: true, force: true})));

function runLoader(dir: string, target: string, query = ''): string {
  const file = {routes: 'routes.js', chunkNames: 'routesChunkNames.json', registry: 'registry.js'}[target]!;
  const context = {
    resourcePath: path.join(dir, file),
    resourceQuery: query,
    getOptions: () => ({target, prefixes: [API]}),
    addDependency: () => {},
  };
  return tableLoader.call(context);
}

describe('splitting the route table', () => {
  it('moves every API page but the index, with the chunks only they use', () => {
    const split = table.splitRouteTable(generatedDir(), [API]);
    expect(split.subtrees).toHaveLength(1);
    expect(split.subtrees[0].parent.path).toBe('/base/ja/api');
    expect(split.subtrees[0].lazy.map((route) => route.path)).toEqual([`${API}client/`, `${API}client/function/run`]);
    expect(Object.keys(split.lazyChunkNames(0))).toEqual([`${API}client/-11f`, `${API}client/function/run-2b2`]);
    // DocItem is shared with every other doc, so it stays in main.
    expect(split.lazyRegistry(0).map(([name]) => name)).toEqual(['client01', 'runfn001']);
    expect(split.mainRegistry.map(([name]) => name)).toEqual(['apiindex', 'docitem1', 'quick001', 'root0001', 'vers0001', 'vers0002']);
  });

  it('loses no registry entry and empties every module path', () => {
    const split = table.splitRouteTable(generatedDir(), [API]);
    const all = [...split.mainRegistry, ...split.lazyRegistry(0)];
    expect(all.map(([name]) => name).sort()).toEqual(REGISTRY_ENTRIES.map(([name]) => name));
    for (const [, text] of all) expect(text).toMatch(/^\[\(\) => import\(.*\), "", require\.resolveWeak\("[^"]+"\)\]$/);
  });

  it('prints routes back to code that evaluates to the same table', () => {
    const routes = table.parseRoutes(ROUTES_JS);
    expect(table.parseRoutes(`export default ${table.printRoutes(routes)};`)).toEqual(routes);
    // Components are created on first read (withComponent.ts); the 404 route has no hash.
    expect(table.printRoutes(routes)).toMatch(/withComponent\(\{\s*"path": "\*"\s*\}, "\*"\)/);
    expect(table.printRoutes(routes)).not.toContain('ComponentCreator');
  });

  it('refuses a registry whose format it cannot fully read, instead of dropping pages', () => {
    const odd = REGISTRY_JS.replace('"quick001": [() =>', '"quick001": [\n() =>');
    expect(() => table.parseRegistry(odd)).toThrow(/read 7 of the 8 entries/);
  });
});

describe('the loader, per generated file', () => {
  it('gives main.js the routes without the API pages, and a lazy import in their place', () => {
    const main = runLoader(generatedDir(), 'routes');
    expect(main).toContain(`"lazyRoutes": () => import(/* webpackChunkName: "lazy-routes-api" */ './routes.js?lazy-subtree=0')`);
    const routes = table.parseRoutes(main);
    expect(routes[0].routes!.map((route) => route.path)).toEqual([API]);
    expect(routes[1].routes!.map((route) => route.path)).toEqual(['/base/ja/quick-start']);
  });

  it('answers the lazy import with the routes, after registering their chunk names and registry entries', () => {
    const lazy = runLoader(generatedDir(), 'routes', '?lazy-subtree=0');
    const registered = lazy.indexOf('Object.assign(registry');
    expect(lazy.indexOf('Object.assign(routesChunkNames')).toBeGreaterThan(0);
    expect(registered).toBeGreaterThan(0);
    expect(lazy.indexOf('export default')).toBeGreaterThan(registered);
    expect(lazy).toContain('"runfn001": [() => import(/* webpackChunkName: "runfn001" */ "@site/generated/api/client/function/run.md"), ""');
    expect(table.parseRoutes(lazy.replace(/^Object\.assign\(\w+, [\s\S]*?\);$/gm, '')).map((route) => route.path)).toEqual([`${API}client/`, `${API}client/function/run`]);
  });

  it('leaves main copies of the chunk names and registry without what moved', () => {
    const dir = generatedDir();
    expect(Object.keys(JSON.parse(runLoader(dir, 'chunkNames')))).not.toContain(`${API}client/-11f`);
    const registry = runLoader(dir, 'registry');
    expect(registry).not.toContain('runfn001');
    expect(table.parseRegistry(registry).size).toBe(6);
  });
});

describe('the route table Docusaurus generated (when a build has run)', () => {
  const dir = path.join(ROOT, '.docusaurus');
  const built = fs.existsSync(path.join(dir, 'registry.js'));

  it.runIf(built)('moves the API pages of the built locale and keeps every registry entry somewhere', () => {
    const routes = table.parseRoutes(fs.readFileSync(path.join(dir, 'routes.js'), 'utf8'));
    const apiRoot = routes.find((route) => /\/api$/.test(route.path))!;
    const prefix = `${apiRoot.path}/`;
    const split = table.splitRouteTable(dir, [prefix]);
    expect(split.subtrees[0].lazy.length).toBeGreaterThan(300);
    const registry = table.parseRegistry(fs.readFileSync(path.join(dir, 'registry.js'), 'utf8'));
    const kept = new Set([...split.mainRegistry, ...split.lazyRegistry(0)].map(([name]) => name));
    expect(kept).toEqual(new Set(registry.keys()));
  });
});

describe('the plugin', () => {
  it('changes only the browser bundle: server rendering keeps the full table', async () => {
    const {default: plugin} = await import('../../src/plugins/lean-route-table');
    const instance = (plugin as unknown as (context: {baseUrl: string}, options: {lazySubtrees: string[]}) => {configureWebpack: (...args: unknown[]) => unknown})(
      {baseUrl: '/base/ja/'},
      {lazySubtrees: ['api']},
    );
    expect(instance.configureWebpack({}, true, {})).toEqual({});
    class Replacement {
      constructor(readonly test: RegExp, readonly resource: string) {}
    }
    class ChunkAssetPlugin {}
    class OtherPlugin {}
    const clientConfig = {plugins: [new ChunkAssetPlugin(), new OtherPlugin()]};
    const client = instance.configureWebpack(clientConfig, false, {currentBundler: {instance: {NormalModuleReplacementPlugin: Replacement}}}) as {
      optimization: {chunkIds: string};
      module: {rules: {test: RegExp; use: {options: {target: string; prefixes: string[]}}[]}[]};
      plugins: Replacement[];
    };
    // Chunks are named after Docusaurus's chunk names, so docusaurus.ts needs no name-to-id map.
    expect(client.optimization).toEqual({chunkIds: 'named'});
    expect(clientConfig.plugins.map((plugin) => plugin.constructor.name)).toEqual(['OtherPlugin']);
    expect(client.module.rules.map((rule) => rule.use[0].options)).toEqual(
      ['routes', 'chunkNames', 'registry'].map((target) => ({target, prefixes: [API]})),
    );
    expect(client.module.rules[0].test.test('/site/.docusaurus/routes.js')).toBe(true);
    expect(client.plugins[0].test.test('/site/node_modules/@docusaurus/core/lib/client/preload.js')).toBe(true);
    expect(client.plugins[0].resource).toMatch(/lean-route-table[\\/]preload\.ts$/);
    expect(client.plugins[1].test.test('/site/node_modules/@docusaurus/core/lib/client/docusaurus.js')).toBe(true);
    expect(client.plugins[1].resource).toMatch(/lean-route-table[\\/]docusaurus\.ts$/);
  });
});
