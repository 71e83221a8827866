/**
 * translation-availability.json, the file the WordPress.org handbook reads to
 * link its pages to this site's translations, checked against the site map
 * and upstream's source layout (src/config/upstreamDocs.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PLANNED_DOC_IDS} from '../../src/config/siteMap';
import {UPSTREAM_DOCS, upstreamRouteRedirects} from '../../src/config/upstreamDocs';
import {JA_DOCS_DIR} from '../../src/i18n/translationStatus';
import {translationAvailability} from '../../src/plugins/translation-availability';
import {LEGACY_REDIRECTS} from '../../src/redirects/legacyRedirects';
import {docIdToRoute} from '../../src/utils/writtenDocs';

const planned = new Set(PLANNED_DOC_IDS);
const plannedRoutes = new Set(PLANNED_DOC_IDS.map(docIdToRoute));

describe('upstream page mapping', () => {
  it('names each upstream source once, as a Markdown path below docs/ in one of its three trees', () => {
    const sources = UPSTREAM_DOCS.map((entry) => entry.source);
    expect(new Set(sources).size).toBe(sources.length);
    for (const source of sources) expect(source).toMatch(/^(main|blueprints|developers)\/[a-z0-9/-]+\.md$/);
  });

  it('points every upstream page at a page of the site map', () => {
    expect(UPSTREAM_DOCS.filter((entry) => !planned.has(entry.doc))).toEqual([]);
  });

  it('covers every hand-written page that upstream also has, leaving out only pages of this site alone', () => {
    const mapped = new Set(UPSTREAM_DOCS.map((entry) => entry.doc));
    // Written here with no upstream source: a guide, the CLI reference generated from the package, and the translation page.
    const ownPages = ['guides/move-to-a-host', 'developers/local-development/cli-reference', 'contributing/translation-status'];
    expect(PLANNED_DOC_IDS.filter((id) => !mapped.has(id)).sort()).toEqual(ownPages.sort());
  });

  it('redirects each upstream route that differs from this site\'s to the page that covers it', () => {
    const redirects = upstreamRouteRedirects();
    expect(redirects.length).toBeGreaterThan(0);
    for (const {from, to} of redirects) {
      expect(plannedRoutes.has(from), from).toBe(false);
      expect(plannedRoutes.has(to), to).toBe(true);
      expect(LEGACY_REDIRECTS.some((r) => r.from === from && r.to === to), from).toBe(true);
    }
    expect(redirects).toContainEqual({from: '/developers/xdebug/introduction', to: '/developers/xdebug'});
  });
});

describe('translation-availability.json', () => {
  const ja = {locale: 'ja', label: '日本語', path: 'ja', docsDir: JA_DOCS_DIR};

  it('lists Japanese for every mapped page the Japanese docs translate, in upstream\'s shape', () => {
    const emptyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'no-docs-'));
    const manifest = translationAvailability([ja, {locale: 'fr', label: 'Français', path: 'fr', docsDir: emptyDir}]);
    // A locale without translated pages is left out, as upstream does.
    expect(Object.keys(manifest)).toEqual(['locales', 'docs']);
    expect(manifest.locales).toEqual({ja: {label: '日本語', path: 'ja'}});
    const handWritten = UPSTREAM_DOCS.filter((entry) => fs.existsSync(path.join(JA_DOCS_DIR, `${entry.doc}.md`)));
    expect(Object.keys(manifest.docs).length).toBe(handWritten.length);
    expect(manifest.docs['main/about/build.md']).toEqual(['ja']);
    expect(manifest.docs['developers/06-apis/javascript-api/02-index-html-vs-remote-html.md']).toEqual(['ja']);
    expect(Object.keys(manifest.docs)).toEqual([...Object.keys(manifest.docs)].sort());
  });

  it('leaves out a page the locale has not translated', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'one-doc-'));
    fs.mkdirSync(path.join(dir, 'about'));
    fs.writeFileSync(path.join(dir, 'about/build.md'), '# Build\n');
    const manifest = translationAvailability([{...ja, docsDir: dir}]);
    expect(manifest.docs).toEqual({'main/about/build.md': ['ja']});
  });
});
