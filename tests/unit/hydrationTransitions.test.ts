/**
 * The module replacements of src/plugins/hydration-transitions and docs-lean-client: each pattern
 * matches the Docusaurus file as installed, and each replacement exports every name the original
 * does (a name Docusaurus adds would otherwise be missing from the bundle).
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {BROWSER_CONTEXT, USE_WINDOW_SIZE} from '../../src/plugins/hydration-transitions';
import {DOCS_CLIENT_UTILS, LEAN_DOCS_CLIENT_UTILS} from '../../src/plugins/docs-lean-client';

const exportedNames = (file: string) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^export (?:declare )?(?:const|function|async function) (\w+)/gm)].map((m) => m[1]).sort();

// Package files by path: theme-common's package exports do not list its hooks' files.
const installed = (file: string) => path.resolve(__dirname, '../../node_modules', file);

const cases = [
  {original: installed('@docusaurus/core/lib/client/browserContext.js'), pattern: BROWSER_CONTEXT, replacement: path.resolve(__dirname, '../../src/plugins/hydration-transitions/browserContext.tsx')},
  {original: installed('@docusaurus/theme-common/lib/hooks/useWindowSize.js'), pattern: USE_WINDOW_SIZE, replacement: path.resolve(__dirname, '../../src/plugins/hydration-transitions/useWindowSize.ts')},
  {original: installed('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'), pattern: DOCS_CLIENT_UTILS, replacement: LEAN_DOCS_CLIENT_UTILS},
];

describe('module replacements of Docusaurus client files', () => {
  for (const {original, pattern, replacement} of cases) {
    it(`${original.split('node_modules/')[1]} is matched and fully replaced`, () => {
      expect(original).toMatch(pattern);
      const names = exportedNames(original);
      expect(names.length).toBeGreaterThan(0);
      expect(exportedNames(replacement)).toEqual(names);
    });
  }

  it('the export check can fail: the window-size hook is not the browser context', () => {
    expect(exportedNames(cases[1]!.replacement)).not.toEqual(exportedNames(cases[0]!.original));
  });
});
