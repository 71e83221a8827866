import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {API_SECTIONS, assertDeclarationsParse, declarationFile} from '../../src/plugins/api-reference';
import {apiSidebar, withUniqueKeys} from '../../src/utils/apiSidebar';

function siteWithDeclarations(broken?: {packageName: string; text: string}): string {
  const siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-site-'));
  for (const {package: packageName} of API_SECTIONS) {
    const file = declarationFile(siteDir, packageName);
    fs.mkdirSync(path.dirname(file), {recursive: true});
    const text = broken?.packageName === packageName ? broken.text : 'export declare function ok(): void;\n';
    fs.writeFileSync(file, text);
  }
  return siteDir;
}

describe('API reference sections', () => {
  it('are the seven sections of the site map, each with a package and two descriptions', () => {
    expect(API_SECTIONS.map((s) => s.section)).toEqual(['blueprints', 'client', 'node', 'progress', 'universal', 'util', 'web']);
    for (const s of API_SECTIONS) {
      expect(s.package).toMatch(/^@(wp-playground|php-wasm)\//);
      expect(s.ja).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
      expect(s.en).toBeTruthy();
    }
  });
});

describe('declaration check before TypeDoc runs', () => {
  it('passes when every package parses', () => {
    expect(() => assertDeclarationsParse(siteWithDeclarations())).not.toThrow();
  });

  it('names the package whose declarations do not parse', () => {
    const siteDir = siteWithDeclarations({packageName: '@php-wasm/progress', text: 'export declare class {{{'});
    expect(() => assertDeclarationsParse(siteDir)).toThrow(/@php-wasm\/progress.*do not parse/);
  });

  it('names the package whose declarations are missing', () => {
    const siteDir = siteWithDeclarations();
    fs.rmSync(declarationFile(siteDir, '@wp-playground/client'));
    expect(() => assertDeclarationsParse(siteDir)).toThrow(/@wp-playground\/client has no type declarations/);
  });

  it('accepts the installed packages', () => {
    expect(() => assertDeclarationsParse(path.resolve(__dirname, '../..'))).not.toThrow();
  });
});

describe('generated API sidebar', () => {
  it("is read afresh on every call, so each locale of a build gets its own language's labels", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'api-sidebar-')), 'typedoc-sidebar.cjs');
    const write = (label: string) =>
      fs.writeFileSync(file, `const typedocSidebar = {items: ${JSON.stringify([{type: 'category', label, items: [{type: 'doc', id: 'client/class/A', label: 'A'}]}])}};\nmodule.exports = typedocSidebar.items;`);
    const labels = () => apiSidebar(file).map((item) => (item as {label?: string}).label ?? (item as {id: string}).id);
    write('Classes');
    expect(labels()).toEqual(['index', 'Classes']);
    write('クラス');
    expect(labels()).toEqual(['index', 'クラス']);
  });

  it('gets a unique key on every category and doc', () => {
    const items = withUniqueKeys([
      {type: 'category', label: 'blueprints', items: [{type: 'category', label: 'クラス', items: [{type: 'doc', id: 'api/blueprints/class/A', label: 'A'}]}]},
      {type: 'category', label: 'client', items: [{type: 'category', label: 'クラス', items: [{type: 'doc', id: 'api/client/class/A', label: 'A'}]}]},
    ]);
    const keys: string[] = [];
    const collect = (list: typeof items) =>
      list.forEach((item) => {
        keys.push(String(item.key));
        collect(item.items ?? []);
      });
    collect(items);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('api/client/class/A');
  });
});
