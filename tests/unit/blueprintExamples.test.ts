/**
 * Every Blueprint shown in the docs, in both locales, is valid for the
 * published schema of @wp-playground/blueprints; a JSON block that looks like a
 * Blueprint but is not fenced as one (and so escapes the check) fails too.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {blueprintKind, fencedBlocks, isMarkedInvalid, looksLike, statedError} from '../../src/blueprints/codeBlocks';
import {blueprintValidators, blueprintsPackageVersion} from '../../src/blueprints/schema';
import {playgroundRunUrl} from '../../src/blueprints/playgroundLink';
import {docPageFiles} from '../support/docPages';

const validators = blueprintValidators();

type Problem = {where: string; problem: string};

function checkPage(file: string, where: string): {count: number; problems: Problem[]} {
  const problems: Problem[] = [];
  let count = 0;
  for (const block of fencedBlocks(fs.readFileSync(file, 'utf8'))) {
    const at = `${where} (${path.relative(process.cwd(), file)}:${block.line})`;
    const kind = blueprintKind(block.meta);
    if (!kind) {
      if (block.lang !== 'json') continue;
      let value: unknown;
      try {
        value = JSON.parse(block.code);
      } catch {
        continue;
      }
      const looks = looksLike(value);
      if (looks) problems.push({where: at, problem: `looks like a ${looks} but is not fenced as \`\`\`json ${looks}`});
      continue;
    }
    count++;
    let value: unknown;
    try {
      value = JSON.parse(block.code);
    } catch (error) {
      // Broken JSON shown on purpose, with the error Playground answers (troubleshooting), is a mistake that stays one.
      if (isMarkedInvalid(block.meta) && statedError(block.meta) !== undefined) continue;
      problems.push({where: at, problem: `not JSON: ${(error as Error).message}`});
      continue;
    }
    const validate = {blueprint: validators.blueprint, 'blueprint-v2': validators.blueprintV2, 'blueprint-step': validators.step}[kind];
    const error = validate(value);
    if (isMarkedInvalid(block.meta)) {
      // A mistake shown on purpose must stay a mistake, or the page explains nothing.
      if (!error) problems.push({where: at, problem: `${kind} is marked invalid but matches the schema`});
      continue;
    }
    if (error) problems.push({where: at, problem: `${kind} does not match the schema: ${error}`});
  }
  return {count, problems};
}

describe(`Blueprints in the docs (schema of @wp-playground/blueprints ${blueprintsPackageVersion()})`, () => {
  const pages = docPageFiles();
  let total = 0;
  for (const {page, file} of pages) {
    const {count, problems} = checkPage(file, page);
    total += count;
    if (count === 0 && problems.length === 0) continue;
    it(`${page}: ${count} Blueprint blocks are valid`, () => {
      expect(problems).toEqual([]);
    });
  }
  it('are counted', () => {
    console.info(`Blueprint examples validated: ${total} in ${pages.length} pages`);
    expect(total).toBeGreaterThan(0);
  });
});

describe('the checks themselves', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-'));
  const page = (text: string) => {
    const file = path.join(tmp, `p${Math.random().toString(36).slice(2)}.md`);
    fs.writeFileSync(file, text);
    return checkPage(file, 'test');
  };

  it('reject an unknown step, a wrong parameter and broken JSON', () => {
    const {count, problems} = page(
      [
        '```json blueprint',
        '{"steps": [{"step": "installPlugin", "pluginData": {"resource": "wordpress.org/plugins", "slug": "gutenberg"}, "bogus": 1}]}',
        '```',
        '```json blueprint-step',
        '{"step": "noSuchStep"}',
        '```',
        '```json blueprint',
        '{"steps": [],}',
        '```',
      ].join('\n'),
    );
    expect(count).toBe(3);
    expect(problems.map((p) => p.problem)).toEqual([
      expect.stringMatching(/must NOT have additional properties \('bogus'\)/),
      expect.stringMatching(/does not match the schema/),
      expect.stringMatching(/^not JSON/),
    ]);
  });

  it('accept valid ones and flag an unfenced Blueprint', () => {
    const {count, problems} = page(
      [
        '```json blueprint',
        '{"$schema": "https://playground.wordpress.net/blueprint-schema.json", "landingPage": "/wp-admin/", "login": true}',
        '```',
        '```json',
        '{"landingPage": "/"}',
        '```',
        '```json',
        '{"name": "my-package", "version": "1.0.0"}',
        '```',
      ].join('\n'),
    );
    expect(count).toBe(1);
    expect(problems).toEqual([{where: expect.any(String), problem: expect.stringMatching(/not fenced as ```json blueprint/)}]);
  });
});

describe('Blueprints shown as mistakes', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bp-invalid-'));
  const page = (text: string) => {
    const file = path.join(tmp, `p${Math.random().toString(36).slice(2)}.md`);
    fs.writeFileSync(file, text);
    return checkPage(file, 'test');
  };

  it('must fail the schema, and get no run link', () => {
    const {problems} = page(
      [
        '```json blueprint-v2 invalid',
        '{"version": 2, "usersBaseline": "empty"}',
        '```',
        '```json blueprint-v2 invalid',
        '{"version": 2}',
        '```',
      ].join('\n'),
    );
    expect(problems.map((p) => p.problem)).toEqual(['blueprint-v2 is marked invalid but matches the schema']);
    expect(isMarkedInvalid('blueprint-v2 invalid title="x.json"')).toBe(true);
    expect(isMarkedInvalid('blueprint-v2')).toBe(false);
  });
});

describe('v2 declarations', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bp2-'));
  const page = (text: string) => {
    const file = path.join(tmp, `p${Math.random().toString(36).slice(2)}.md`);
    fs.writeFileSync(file, text);
    return checkPage(file, 'test');
  };

  it('are checked against the v2 part of the schema, which rejects v1 keys and unknown steps', () => {
    const {count, problems} = page(
      [
        '```json blueprint-v2',
        '{"version": 2, "siteOptions": {"blogname": "v2"}, "plugins": ["hello-dolly"]}',
        '```',
        '```json blueprint-v2',
        '{"version": 2, "landingPage": "/"}',
        '```',
        '```json blueprint-v2',
        '{"version": 2, "additionalStepsAfterExecution": [{"step": "noSuchStep"}]}',
        '```',
        '```json blueprint-v2',
        '{"steps": []}',
        '```',
      ].join('\n'),
    );
    expect(count).toBe(4);
    expect(problems.map((p) => p.problem)).toEqual([
      expect.stringMatching(/additional properties \('landingPage'\)/),
      expect.stringMatching(/blueprint-v2 does not match/),
      expect.stringMatching(/blueprint-v2 does not match/),
    ]);
  });

  it('are not accepted where a v1 Blueprint is fenced, and an unfenced one is flagged as v2', () => {
    const {problems} = page(
      ['```json blueprint', '{"version": 2}', '```', '```json', '{"version": 2, "siteOptions": {}}', '```'].join('\n'),
    );
    expect(problems.map((p) => p.problem)).toEqual([
      expect.stringMatching(/^blueprint does not match/),
      expect.stringMatching(/not fenced as ```json blueprint-v2/),
    ]);
  });
});

describe('run-in-Playground link', () => {
  it('carries the JSON the reader sees, readable back the way playground.wordpress.net reads it', () => {
    const json = '{\n  "landingPage": "/wp-admin/?page=x&y=1#top",\n  "steps": [{"step": "runPHP", "code": "<?php echo \'100% 日本語\';"}]\n}';
    const url = playgroundRunUrl(json)!;
    expect(url.startsWith('https://playground.wordpress.net/#')).toBe(true);
    const fragment = decodeURI(new URL(url).hash).substring(1);
    expect(JSON.parse(fragment)).toEqual(JSON.parse(json));
  });

  it('asks the website for the v2 runner when the JSON is a v2 declaration', () => {
    const url = playgroundRunUrl('{"version": 2, "siteOptions": {"blogname": "v2"}}', 'v2')!;
    expect(new URL(url).searchParams.get('experimental-blueprints-v2-runner')).toBe('yes');
    expect(JSON.parse(decodeURI(new URL(url).hash).substring(1))).toEqual({version: 2, siteOptions: {blogname: 'v2'}});
    expect(new URL(playgroundRunUrl('{"landingPage": "/"}')!).search).toBe('');
  });

  it('is absent for text that is not JSON', () => {
    expect(playgroundRunUrl('{"steps": [')).toBeUndefined();
  });

  it('is absent for a Blueprint that reads files of its bundle, which a link cannot carry', () => {
    const json = JSON.stringify({steps: [{step: 'installTheme', themeData: {resource: 'bundled', path: '/theme.zip'}}]});
    expect(playgroundRunUrl(json)).toBeUndefined();
    expect(playgroundRunUrl(JSON.stringify({steps: [{step: 'installTheme', themeData: {resource: 'url', url: 'https://example.com/t.zip'}}]}))).toBeDefined();
  });

  it('is absent for a v2 declaration that reads files beside it', () => {
    expect(playgroundRunUrl(JSON.stringify({version: 2, plugins: ['./my-plugin.zip']}), 'v2')).toBeUndefined();
    expect(playgroundRunUrl(JSON.stringify({version: 2, plugins: ['akismet']}), 'v2')).toBeDefined();
  });
});
