/**
 * Every JavaScript sample of the docs, in both locales, names only what the
 * published packages declare: imports, PlaygroundClient members and
 * startPlaygroundWeb options are checked against their `.d.ts`.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {fencedBlocks} from '../../src/blueprints/codeBlocks';
import {docPageFiles} from '../support/docPages';
import {loadPublishedApi} from '../support/publishedTypes';
import {JS_LANGS, undeclaredNames} from '../support/jsSamples';

const api = loadPublishedApi();

describe('the published types', () => {
  it('are read from the installed packages', () => {
    expect(api.exports.get('@wp-playground/client')).toContain('startPlaygroundWeb');
    expect(api.exports.get('@wp-playground/client')).toContain('installPlugin');
    expect(api.exports.get('@php-wasm/node')).toContain('loadNodeRuntime');
    // Members PlaygroundClient inherits through RemoteAPI<...> count too.
    for (const member of ['run', 'request', 'writeFile', 'readFileAsText', 'goTo', 'mountOpfs']) {
      expect(api.clientMembers).toContain(member);
    }
    expect(api.startOptions).toContain('iframe');
    expect(api.startOptions).toContain('blueprint');
  });
});

describe('the sample checker', () => {
  it('accepts declared names and names from other libraries', () => {
    const code = [
      "import {startPlaygroundWeb, installPlugin} from '@wp-playground/client';",
      "import express from 'express';",
      "const client = await startPlaygroundWeb({iframe, remoteUrl: 'https://playground.wordpress.net/remote.html'});",
      "await client.run({code: '<?php echo 1;'});",
      'await installPlugin(client, {pluginData: file});',
    ].join('\n');
    expect(undeclaredNames(code, 'ts', api)).toEqual([]);
  });

  it('names each undeclared import, client member and option with its line', () => {
    const code = [
      "import {startPlaygroundWeb, bootPlayground} from 'https://playground.wordpress.net/client/index.js';",
      "const client = await startPlaygroundWeb({iframe, remoteUrl: '/remote.html', wpVersion: '6.7'});",
      "await client.runPhp('<?php echo 1;');",
    ].join('\n');
    expect(undeclaredNames(code, 'js', api)).toEqual([
      'line 1: @wp-playground/client does not export `bootPlayground`',
      'line 2: startPlaygroundWeb has no option `wpVersion`',
      'line 3: PlaygroundClient has no member `runPhp`',
    ]);
  });
});

describe('JavaScript samples of the docs', () => {
  it('use only names the published packages declare', () => {
    const problems: string[] = [];
    let samples = 0;
    for (const {page, file} of docPageFiles()) {
      for (const block of fencedBlocks(fs.readFileSync(file, 'utf8'))) {
        if (!JS_LANGS.has(block.lang)) continue;
        samples++;
        for (const problem of undeclaredNames(block.code, block.lang, api)) {
          problems.push(`${page} (${path.relative(process.cwd(), file)}, sample at line ${block.line}) ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(samples).toBeGreaterThan(0);
  });
});
