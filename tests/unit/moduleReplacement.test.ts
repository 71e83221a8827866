/**
 * A replacement that finds nothing to replace fails the bundle, naming itself
 * and the Docusaurus file it depends on (src/plugins/moduleReplacement.ts).
 * Each case bundles a tiny project with Rspack, the bundler Docusaurus Faster
 * runs, twice: the second run from the persistent cache, which restores
 * modules without resolving them again.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {replacementConfig, type Replacement} from '../../src/plugins/moduleReplacement';

/** A project whose entry imports `lib/original.js` (from node_modules) and the bare `aliased`. */
function project(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'replacement-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  };
  write('src/index.js', "import a from 'lib/original.js';\nimport b from 'aliased';\nconsole.log(a, b);\n");
  write('node_modules/lib/original.js', "export default 'original';\n");
  write('node_modules/aliased/index.js', "export default 'aliased original';\n");
  write('src/replacement.js', "export default 'replacement';\n");
  write('src/aliasTarget.js', "export default 'alias target';\n");
  return dir;
}

const utils = {currentBundler: {name: 'rspack', instance: rspack}} as unknown as ConfigureWebpackUtils;

async function bundle(dir: string, replacements: Replacement[]): Promise<{errors: string[]; output: string}> {
  const {plugins, resolve} = replacementConfig(utils, replacements);
  const compiler = rspack({
    mode: 'production',
    context: dir,
    entry: './src/index.js',
    output: {path: path.join(dir, 'dist')},
    resolve,
    plugins: plugins as never,
    cache: true,
    experiments: {cache: {type: 'persistent', storage: {type: 'filesystem', directory: path.join(dir, '.cache')}}},
  });
  const stats = await new Promise<{toJson(o: object): {errors?: {message: string}[]}}>((resolvePromise, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolvePromise(result!))),
  );
  await new Promise((done) => compiler.close(done));
  const output = fs.existsSync(path.join(dir, 'dist/main.js')) ? fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8') : '';
  return {errors: (stats.toJson({all: false, errors: true}).errors ?? []).map((e) => e.message), output};
}

const common = {owner: 'test-plugin', dependsOn: '@docusaurus/core/lib/client/original.js'};

describe('replacements', () => {
  it('swap the module and the alias, and pass their check, cold and from the cache', async () => {
    const dir = project();
    const replacements: Replacement[] = [
      {...common, kind: 'module', test: /[\\/]lib[\\/]original\.js$/, replacement: path.join(dir, 'src/replacement.js')},
      {...common, kind: 'alias', request: 'aliased', replacement: path.join(dir, 'src/aliasTarget.js')},
      {...common, kind: 'rule', test: /[\\/]src[\\/]index\.js$/},
    ];
    for (const run of ['cold', 'cached']) {
      const {errors, output} = await bundle(dir, replacements);
      expect(errors, run).toEqual([]);
      expect(output, run).toContain('"replacement"');
      expect(output, run).toContain('"alias target"');
      expect(output, run).not.toContain('"original"');
    }
  });

  it('fail the bundle when a module replacement\'s pattern points at a file that does not exist', async () => {
    const dir = project();
    const moved: Replacement = {...common, kind: 'module', test: /[\\/]lib[\\/]renamed\.js$/, replacement: path.join(dir, 'src/replacement.js')};
    for (const run of ['cold', 'cached']) {
      const {errors} = await bundle(dir, [moved]);
      expect(errors, run).toHaveLength(1);
      expect(errors[0]).toContain(`[test-plugin] A replacement found nothing to replace: no module matched ${moved.test}`);
      expect(errors[0]).toContain('It depends on @docusaurus/core/lib/client/original.js');
    }
  });

  it('fail the bundle when nothing imports an alias\'s bare name any more, even if its target is bundled by another import', async () => {
    const dir = project();
    // The entry imports the target directly, but never the name the alias is for.
    fs.writeFileSync(path.join(dir, 'src/index.js'), "import t from './aliasTarget.js';\nconsole.log(t);\n");
    const {errors} = await bundle(dir, [{...common, kind: 'alias', request: 'aliased', replacement: path.join(dir, 'src/aliasTarget.js')}]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('nothing imports "aliased" any more');
  });

  it('fail the bundle when a rule\'s test matches no module', async () => {
    const {errors} = await bundle(project(), [{...common, kind: 'rule', test: /[\\/]\.docusaurus[\\/]routes\.js$/}]);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('so its loader runs on nothing');
  });
});
