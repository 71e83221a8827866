/**
 * The runnable PHP examples (src/php-examples, src/remark/phpExamples.ts,
 * src/plugins/php-runtime): how the Markdown marks them, what the build turns
 * them into, the Blueprints behind "Run in Playground", and the binaries the
 * build serves. Running them in Chromium is tests/e2e/php-examples.spec.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {SupportedPHPVersions} from '@php-wasm/universal';
import {RecommendedPHPVersion} from '@wp-playground/common';
import {describe, expect, it} from 'vitest';
import {fencedBlocks} from '../../src/blueprints/codeBlocks';
import {blueprintValidators} from '../../src/blueprints/schema';
import {playgroundRunUrl} from '../../src/blueprints/playgroundLink';
import {
  DEFAULT_PHP_VERSION,
  PHP_VERSIONS,
  isOutputBlock,
  outputMatches,
  phpBlockMark,
  phpRunMode,
  pinnedPhpVersion,
} from '../../src/php-examples/marks';
import {SCRIPT_FILE, phpExampleBlueprint, pluginFileName} from '../../src/php-examples/playgroundBlueprint';
import remarkPhpExamples, {COMPONENT, COMPONENT_MODULE} from '../../src/remark/phpExamples';
import {copyBinaries, runtimeBinaries, siteRootDir} from '../../src/plugins/php-runtime';
import {docPageFiles} from '../support/docPages';

const pages = docPageFiles();
const phpBlocks = (file: string) => fencedBlocks(fs.readFileSync(file, 'utf8')).filter((block) => block.lang === 'php');

describe('marks', () => {
  it('reads how a block runs, and refuses marks it does not know', () => {
    expect(phpRunMode('title="a.php" run')).toBe('inline');
    expect(phpRunMode('run="wordpress"')).toBe('wordpress');
    expect(phpRunMode('title="p.php" run="plugin" landing="/wp-admin/"')).toBe('plugin');
    expect(phpRunMode('title="running.php"')).toBeUndefined();
    expect(() => phpRunMode('run="docker"')).toThrow(/Unknown PHP example mark/);
    expect(phpBlockMark('title="x.php" fragment')).toBe('fragment');
    expect(phpBlockMark('title="x.php"')).toBeUndefined();
  });

  it('pins only a version the runner ships', () => {
    expect(pinnedPhpVersion('run php="7.4"')).toBe('7.4');
    expect(pinnedPhpVersion('run')).toBeUndefined();
    expect(() => pinnedPhpVersion('run php="5.6"')).toThrow(/not one of/);
  });

  it('offers the versions Playground supports, with its default', () => {
    expect([...PHP_VERSIONS]).toEqual([...SupportedPHPVersions]);
    expect(DEFAULT_PHP_VERSION).toBe(RecommendedPHPVersion);
  });

  it('compares output as a reader would, and tells a different output apart', () => {
    expect(isOutputBlock('text', 'output')).toBe(true);
    expect(isOutputBlock('text', '')).toBe(false);
    expect(outputMatches('a\nb', 'a  \r\nb\n\n')).toBe(true);
    expect(outputMatches('100 slugs', '99 slugs')).toBe(false);
    expect(outputMatches('a\nb', 'a\n\nb')).toBe(false);
  });
});

describe('the PHP examples of the pages', () => {
  it('every PHP block says whether and how it runs', () => {
    const undeclared = pages.flatMap(({page, file}) =>
      phpBlocks(file)
        .filter((block) => phpBlockMark(block.meta) === undefined)
        .map((block) => `${page}:${block.line} (add run, run="wordpress", run="plugin" or fragment)`),
    );
    expect(undeclared).toEqual([]);
  });

  it('the Japanese page runs the same examples as the English one, with the same stated output', () => {
    const byId = new Map<string, {marks: string[]; outputs: string[]}[]>();
    for (const {page, file} of pages) {
      const blocks = fencedBlocks(fs.readFileSync(file, 'utf8'));
      const marks = blocks.filter((block) => block.lang === 'php').map((block) => `${phpBlockMark(block.meta)} ${block.meta.match(/php="[^"]*"|landing="[^"]*"/g)?.join(' ') ?? ''}`);
      const outputs = blocks.filter((block) => isOutputBlock(block.lang, block.meta)).map((block) => block.code);
      const id = page.slice(page.indexOf(':') + 1);
      byId.set(id, [...(byId.get(id) ?? []), {marks, outputs}]);
    }
    const differing = [...byId].filter(([, locales]) => locales.length === 2 && JSON.stringify(locales[0]) !== JSON.stringify(locales[1]));
    expect(differing.map(([id]) => id)).toEqual([]);
  });

  it('an output block follows a runnable example, never anything else', () => {
    const stray = pages.flatMap(({page, file}) => {
      const blocks = fencedBlocks(fs.readFileSync(file, 'utf8'));
      return blocks
        .filter((block, i) => isOutputBlock(block.lang, block.meta) && !(i > 0 && blocks[i - 1]!.lang === 'php' && phpRunMode(blocks[i - 1]!.meta) === 'inline'))
        .map((block) => `${page}:${block.line}`);
    });
    expect(stray).toEqual([]);
  });

  it('the pages have runnable examples of each kind', () => {
    const counts = {inline: 0, wordpress: 0, plugin: 0};
    for (const {file} of pages) for (const block of phpBlocks(file)) {
      const mode = phpRunMode(block.meta);
      if (mode) counts[mode]++;
    }
    expect(counts.inline).toBeGreaterThan(0);
    expect(counts.wordpress).toBeGreaterThan(0);
    expect(counts.plugin).toBeGreaterThan(0);
  });

  it('each "Run in Playground" Blueprint is valid for the published schema', () => {
    const validate = blueprintValidators().blueprint;
    const problems: string[] = [];
    for (const {page, file} of pages) for (const block of phpBlocks(file)) {
      const mode = phpRunMode(block.meta);
      if (mode !== 'wordpress' && mode !== 'plugin') continue;
      const error = validate(phpExampleBlueprint(block.code, mode, block.meta));
      if (error) problems.push(`${page}:${block.line} ${error}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the Blueprint behind "Run in Playground"', () => {
  it('serves a script as a page of the site, so its output shows', () => {
    const blueprint = phpExampleBlueprint('<?php echo 1;', 'wordpress', 'run="wordpress"');
    expect(blueprint).toEqual({
      landingPage: `/${SCRIPT_FILE}`,
      steps: [{step: 'writeFile', path: `/wordpress/${SCRIPT_FILE}`, data: '<?php echo 1;'}],
    });
  });

  it('installs and activates a plugin under its file name, and opens the stated page logged in', () => {
    const code = '<?php\n/**\n * Plugin Name: Reading Time\n */';
    expect(pluginFileName(code, 'title="src/site-notice.php" run="plugin"')).toBe('site-notice.php');
    expect(pluginFileName(code, 'run="plugin"')).toBe('reading-time.php');
    expect(pluginFileName('<?php', 'run="plugin"')).toBe('example-plugin.php');
    const blueprint = phpExampleBlueprint(code, 'plugin', 'run="plugin" landing="/?p=1"');
    expect(blueprint.landingPage).toBe('/?p=1');
    expect(blueprint.login).toBe(true);
    expect(blueprint.steps).toEqual([
      {step: 'writeFile', path: '/wordpress/wp-content/plugins/reading-time.php', data: code},
      {step: 'activatePlugin', pluginPath: '/wordpress/wp-content/plugins/reading-time.php'},
    ]);
  });
});

type Tree = {type: string; children?: Tree[]; [key: string]: unknown};

describe('remark: a runnable example becomes <PhpExample>', () => {
  const run = (children: Tree[]): Tree => {
    const tree: Tree = {type: 'root', children};
    remarkPhpExamples()(tree);
    return tree;
  };

  it('wraps the example with the output block after it, pins its version, and imports the component once', () => {
    const tree = run([
      {type: 'code', lang: 'php', meta: 'run php="8.4"', value: '<?php echo 1;'},
      {type: 'code', lang: 'text', meta: 'output', value: '1'},
      {type: 'blockquote', children: [{type: 'code', lang: 'php', meta: 'run', value: '<?php echo 2;'}]},
    ]);
    const [esm, example, quote] = tree.children!;
    expect(esm!.type).toBe('mdxjsEsm');
    expect(esm!.value).toBe(`import ${COMPONENT} from '${COMPONENT_MODULE}';`);
    expect(example).toMatchObject({type: 'mdxJsxFlowElement', name: COMPONENT});
    expect(example!.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'code', value: '<?php echo 1;'},
      {type: 'mdxJsxAttribute', name: 'php', value: '8.4'},
    ]);
    expect(example!.children!.map((child) => child.lang)).toEqual(['php', 'text']);
    expect(quote!.children![0]).toMatchObject({type: 'mdxJsxFlowElement', name: COMPONENT});
    expect(tree.children!.filter((node) => node.type === 'mdxjsEsm')).toHaveLength(1);
  });

  it('gives an example that needs WordPress its "Run in Playground" link, built from the shown code', () => {
    const code = '<?php\n/**\n * Plugin Name: Hello\n */';
    const [, example] = run([{type: 'code', lang: 'php', meta: 'run="plugin" landing="/wp-admin/"', value: code}]).children!;
    expect(example).toMatchObject({type: 'mdxJsxFlowElement', name: COMPONENT});
    const [url] = example!.attributes as {name: string; value: string}[];
    expect(url!.name).toBe('playgroundUrl');
    expect(url!.value).toBe(playgroundRunUrl(JSON.stringify(phpExampleBlueprint(code, 'plugin', 'run="plugin" landing="/wp-admin/"'))));
    expect(JSON.parse(decodeURI(new URL(url!.value).hash.slice(1))).steps[0].data).toBe(code);
  });

  it('leaves fragments, output blocks of no runnable example and pages without examples as they are', () => {
    const children: Tree[] = [
      {type: 'code', lang: 'php', meta: 'fragment', value: '<?php'},
      {type: 'code', lang: 'text', meta: 'output', value: 'x'},
    ];
    expect(run(structuredClone(children)).children).toEqual(children);
  });
});

describe('the PHP binaries the build serves', () => {
  const binaries = runtimeBinaries();

  it('has both builds (JSPI and Asyncify) of every offered version', () => {
    for (const version of PHP_VERSIONS) {
      const file = `php_${version.replace('.', '_')}.wasm`;
      for (const build of ['jspi', 'asyncify']) {
        expect(binaries.filter((binary) => binary.served.includes(`/${build}/`) && binary.served.endsWith(`/${file}`)), `${version} ${build}`).toHaveLength(1);
      }
    }
    expect(binaries).toHaveLength(PHP_VERSIONS.length * 2);
  });

  it('puts them under the site root for every locale', () => {
    expect(siteRootDir('/site/build/ja', '/wordpress-playground/ja/')).toBe('/site/build');
    expect(siteRootDir('/site/build/pt-BR', '/wordpress-playground/pt-BR/')).toBe('/site/build');
    expect(siteRootDir('/site/build', '/wordpress-playground/')).toBe('/site/build');
  });

  it('copies each binary once, whatever the number of locales', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'php-runtime-'));
    const source = path.join(dir, 'php_8_3.wasm');
    fs.writeFileSync(source, 'wasm');
    const files = [{source, served: 'php-wasm/1.0.0/jspi/8_3_0/php_8_3.wasm'}];
    expect(copyBinaries(path.join(dir, 'out'), files)).toBe(1);
    expect(fs.readFileSync(path.join(dir, 'out', files[0]!.served), 'utf8')).toBe('wasm');
    expect(copyBinaries(path.join(dir, 'out'), files)).toBe(0);
    fs.rmSync(dir, {recursive: true});
  });
});
