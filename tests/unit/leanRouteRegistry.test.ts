/**
 * The browser bundle's route registry loses the module paths that only server
 * rendering reads; the loaders and webpack ids that the browser uses stay.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const withoutModulePaths = createRequire(__filename)('../../src/plugins/lean-route-registry/registryLoader.cjs') as (source: string) => string;

describe('the lean route registry', () => {
  const entry = (id: string, file: string) =>
    `  "${id}": [() => import(/* webpackChunkName: "${id}" */ "${file}"), "${file}", require.resolveWeak("${file}")],`;

  it('empties the module path of every entry and keeps the import and the webpack id', () => {
    const source = `export default {\n${entry('048998b1', '@site/docs/index.md')}\n${entry('17896441', '@theme/DocItem')}\n};\n`;
    const lean = withoutModulePaths(source);
    expect(lean).toBe(
      'export default {\n' +
        '  "048998b1": [() => import(/* webpackChunkName: "048998b1" */ "@site/docs/index.md"), "", require.resolveWeak("@site/docs/index.md")],\n' +
        '  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "", require.resolveWeak("@theme/DocItem")],\n' +
        '};\n',
    );
  });

  it('matches the registry Docusaurus generates (every entry, when a build has run)', () => {
    const file = path.join(ROOT, '.docusaurus/registry.js');
    if (!fs.existsSync(file)) return;
    const source = fs.readFileSync(file, 'utf8');
    const entries = source.match(/require\.resolveWeak\(/g)?.length ?? 0;
    expect(entries).toBeGreaterThan(0);
    expect(withoutModulePaths(source).match(/, "", require\.resolveWeak\(/g)?.length).toBe(entries);
  });

  it('runs only in the browser bundle: server rendering still reports the modules each page needs', async () => {
    const {default: plugin} = await import('../../src/plugins/lean-route-registry');
    const configure = plugin().configureWebpack!;
    expect(configure({} as never, true, {} as never, {} as never)).toEqual({});
    expect(JSON.stringify(configure({} as never, false, {} as never, {} as never))).toContain('registryLoader.cjs');
  });
});
