/**
 * The built site against the project's own records, without a browser: every
 * page of the site map is served in the product locale and in English, and the
 * stale-translation notices in the Japanese build are exactly the pages that
 * `npm run i18n:status` reports as stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';
import {PLANNED_DOC_IDS} from '../../src/config/siteMap';
import {translationStatus} from '../../src/i18n/translationStatus';
import {docIdToRoute} from '../../src/utils/writtenDocs';

const BUILD = path.resolve(__dirname, '../../build');

/** The HTML file of a route in a locale's build (`/about` -> `ja/about/index.html`). */
function builtPage(localeDir: string, route: string): string {
  return path.join(BUILD, localeDir, route, 'index.html');
}

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((e) => e.isFile() && e.name.endsWith('.html'))
    .map((e) => path.join(e.parentPath, e.name));
}

test('every page of the site map is built, in Japanese and in English', () => {
  const routes = PLANNED_DOC_IDS.map(docIdToRoute);
  expect(routes.length).toBeGreaterThan(50);
  const missing = ['ja', ''].flatMap((locale) =>
    routes.filter((route) => !fs.existsSync(builtPage(locale, route))).map((route) => `${locale || 'en'} ${route}`),
  );
  expect(missing).toEqual([]);
});

test('the stale-translation notices of the Japanese build are the stale pages of i18n:status', () => {
  const stale = translationStatus().filter((s) => s.state === 'stale').map((s) => docIdToRoute(s.id)).sort();
  const withNotice = htmlFiles(path.join(BUILD, 'ja'))
    // The minified HTML may drop the attribute's quotes (data-translation=stale).
    .filter((file) => /data-translation=(["']?)stale\1[\s>]/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => `/${path.relative(path.join(BUILD, 'ja'), path.dirname(file))}`)
    .sort();
  expect(withNotice).toEqual(stale);
});
