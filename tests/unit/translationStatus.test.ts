import fs from 'node:fs';
import {execFileSync} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {markTranslated, pageStatus, recordedHash, sourceHash, translationStatus} from '../../src/i18n/translationStatus';
import remarkTranslationNotice from '../../src/remark/translationNotice';

function fixture() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'i18n-'));
  const docsDir = path.join(root, 'docs');
  const jaDir = path.join(root, 'ja');
  fs.mkdirSync(path.join(docsDir, 'about'), {recursive: true});
  fs.mkdirSync(path.join(jaDir, 'about'), {recursive: true});
  fs.writeFileSync(path.join(docsDir, 'about/index.md'), '---\ntitle: About\n---\n\nHello.\n');
  fs.writeFileSync(path.join(docsDir, 'missing.md'), '---\ntitle: Missing\n---\n\nNot translated.\n');
  fs.writeFileSync(path.join(jaDir, 'about/index.md'), '---\ntitle: 概要\n---\n\nこんにちは。\n');
  return {docsDir, jaDir};
}

describe('translation status', () => {
  it('hashes the English body only, so front-matter edits do not make a page stale', () => {
    expect(sourceHash('---\ntitle: A\n---\n\nBody\n')).toBe(sourceHash('---\ntitle: B\n---\nBody'));
    expect(sourceHash('Body')).not.toBe(sourceHash('Body changed'));
  });

  it('reports missing, stale and translated pages', () => {
    const {docsDir, jaDir} = fixture();
    expect(translationStatus(docsDir, jaDir)).toEqual([
      {id: 'about/index', state: 'stale'},
      {id: 'blueprints/steps/index', state: 'generated'},
      {id: 'blueprints/v2/reference', state: 'generated'},
      {id: 'contributing/translation-status', state: 'generated'},
      {id: 'developers/local-development/cli-reference', state: 'generated'},
      {id: 'missing', state: 'missing'},
    ]);
    markTranslated('about/index', docsDir, jaDir);
    expect(pageStatus('about/index', docsDir, jaDir).state).toBe('translated');
    const ja = fs.readFileSync(path.join(jaDir, 'about/index.md'), 'utf8');
    expect(ja).toMatch(/^---\ntitle: 概要\ntranslated_from: [0-9a-f]{12}\n---\n/);
    expect(recordedHash(ja)).toBe(sourceHash('Hello.'));
    fs.appendFileSync(path.join(docsDir, 'about/index.md'), '\nA new paragraph.\n');
    expect(pageStatus('about/index', docsDir, jaDir).state).toBe('stale');
  });

  it('marks a page again by replacing its recorded hash', () => {
    const {docsDir, jaDir} = fixture();
    markTranslated('about/index', docsDir, jaDir);
    fs.appendFileSync(path.join(docsDir, 'about/index.md'), '\nMore.\n');
    markTranslated('about/index', docsDir, jaDir);
    const ja = fs.readFileSync(path.join(jaDir, 'about/index.md'), 'utf8');
    expect(ja.match(/translated_from:/g)).toHaveLength(1);
    expect(pageStatus('about/index', docsDir, jaDir).state).toBe('translated');
  });
});

describe('generated pages', () => {
  it('are never stale, though their Japanese file records no English hash', () => {
    const {docsDir, jaDir} = fixture();
    fs.mkdirSync(path.join(jaDir, 'blueprints/steps'), {recursive: true});
    fs.writeFileSync(path.join(jaDir, 'blueprints/steps/index.md'), '---\ntitle: ステップ\n---\n\n生成されたページ。\n');
    expect(pageStatus('blueprints/steps/index', docsDir, jaDir).state).toBe('generated');
    const tree = {type: 'root', children: [{type: 'paragraph'}]};
    remarkTranslationNotice({docsDir, jaDir})(tree as never, {path: path.join(jaDir, 'blueprints/steps/index.md')});
    expect(tree.children).toHaveLength(1);
  });
});

describe('stale-translation notice', () => {
  type Tree = {type: string; children: {type: string; attributes?: {name: string; value: string}[]}[]};
  const run = (docsDir: string, jaDir: string) => {
    const tree: Tree = {type: 'root', children: [{type: 'paragraph'}]};
    remarkTranslationNotice({docsDir, jaDir})(tree as never, {path: path.join(jaDir, 'about/index.md')});
    return tree;
  };

  it('is added at the top of a stale page, linking to the English original', () => {
    const {docsDir, jaDir} = fixture();
    const tree = run(docsDir, jaDir);
    expect(tree.children).toHaveLength(2);
    expect(tree.children[0]!.attributes).toContainEqual({type: 'mdxJsxAttribute', name: 'data-translation', value: 'stale'});
    expect(JSON.stringify(tree.children[0])).toContain('https://wordpress.github.io/wordpress-playground/about');
  });

  it('is not added to a current translation', () => {
    const {docsDir, jaDir} = fixture();
    markTranslated('about/index', docsDir, jaDir);
    expect(run(docsDir, jaDir).children).toHaveLength(1);
  });
});

describe('stale-translation notice date', () => {
  const commit = (dir: string, file: string, text: string, date: string) => {
    fs.writeFileSync(path.join(dir, file), text);
    const env = {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date};
    execFileSync('git', ['add', '-A'], {cwd: dir});
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', file], {cwd: dir, env});
  };

  it('says when the English page changed, from a full history, and nothing in a shallow clone', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'stale-date-'));
    const repo = path.join(root, 'repo');
    fs.mkdirSync(path.join(repo, 'docs/about'), {recursive: true});
    fs.mkdirSync(path.join(repo, 'ja/about'), {recursive: true});
    execFileSync('git', ['init', '-q'], {cwd: repo});
    commit(repo, 'docs/about/index.md', '---\ntitle: About\n---\n\nHello.\n', '2026-03-04T05:06:07Z');
    commit(repo, 'ja/about/index.md', '---\ntitle: 概要\n---\n\nこんにちは。\n', '2026-05-01T00:00:00Z');
    const textOf = (dir: string) => {
      const tree = {type: 'root', children: [{type: 'paragraph'}]};
      remarkTranslationNotice({docsDir: path.join(dir, 'docs'), jaDir: path.join(dir, 'ja')})(tree as never, {
        path: path.join(dir, 'ja/about/index.md'),
      });
      return JSON.stringify(tree.children[0]);
    };
    expect(textOf(repo)).toContain('この翻訳のあとで、英語の原文が2026年3月4日に更新されています。最新の内容は');

    const shallow = path.join(root, 'shallow');
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
    const text = textOf(shallow);
    expect(text).toContain('この翻訳のあとで、英語の原文が更新されています。最新の内容は');
    expect(text).not.toContain('2026年');
  });
});
