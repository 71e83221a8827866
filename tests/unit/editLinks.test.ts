/** "Edit this page" opens the file of this repository behind the page. */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {docsRepository, DOCS_REPOSITORY_URL} from '../../src/config/site';
import {LOCALES} from '../../src/config/locales';
import {GENERATED_DOC_SOURCES, editSourcePath, editUrl} from '../../src/utils/editLinks';
import {GENERATED_DOCS, docFile, siteDocIds, DOCS_DIR} from '../../src/utils/writtenDocs';

const ROOT = path.resolve(__dirname, '../..');
const docPathOf = (id: string) => path.relative(DOCS_DIR, docFile(DOCS_DIR, id) ?? path.join(DOCS_DIR, `${id}.md`));

describe('edit links', () => {
  it('name a file that exists in this repository, for every page in every locale', () => {
    const missing: string[] = [];
    for (const locale of LOCALES) {
      for (const id of siteDocIds()) {
        const file = editSourcePath(docPathOf(id), locale);
        if (!fs.existsSync(path.join(ROOT, file))) missing.push(`${locale} ${id}: ${file}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('open the translation where there is one, else the English page', () => {
    expect(editSourcePath('about/build.md', 'en')).toBe('docs/about/build.md');
    expect(editSourcePath('about/build.md', 'ja')).toBe('i18n/ja/docusaurus-plugin-content-docs/current/about/build.md');
    // No Spanish page is translated: the Spanish site shows, and edits, the English one.
    expect(editSourcePath('about/build.md', 'es')).toBe('docs/about/build.md');
  });

  it('open the generator or its translation file for a generated page', () => {
    expect(Object.keys(GENERATED_DOC_SOURCES).sort()).toEqual([...GENERATED_DOCS].sort());
    expect(editSourcePath('blueprints/steps/index.md', 'en')).toBe('src/plugins/blueprint-steps/renderSteps.ts');
    expect(editSourcePath('blueprints/steps/index.md', 'ja')).toBe('src/plugins/blueprint-steps/ja.json');
    expect(editSourcePath('blueprints/steps/index.md', 'fr')).toBe('src/plugins/blueprint-steps/renderSteps.ts');
  });

  it('use the repository and branch of src/config/site.ts, which a fork or GitHub Actions overrides', () => {
    expect(docsRepository({})).toEqual({url: DOCS_REPOSITORY_URL, branch: 'main'});
    expect(docsRepository({GITHUB_REPOSITORY: 'someone/fork', GITHUB_SERVER_URL: 'https://github.com'}).url).toBe(
      'https://github.com/someone/fork',
    );
    const fork = docsRepository({DOCS_REPOSITORY_URL: 'https://git.example.org/me/docs/', DOCS_REPOSITORY_BRANCH: 'ja'});
    expect(fork).toEqual({url: 'https://git.example.org/me/docs', branch: 'ja'});
    expect(editUrl({docPath: 'index.md', locale: 'ja'}, fork)).toBe(
      'https://git.example.org/me/docs/edit/ja/i18n/ja/docusaurus-plugin-content-docs/current/index.md',
    );
  });
});
