/**
 * npm run i18n:status            report translated, stale and missing Japanese pages
 * npm run i18n:status -- --mark ID...  record that the Japanese page ID matches its English source now
 * Exits 1 when a Japanese page is missing; stale pages are reported, not failed.
 */
import {markTranslated, translationStatus, type TranslationState} from '../src/i18n/translationStatus';

const args = process.argv.slice(2);
if (args[0] === '--mark') {
  for (const id of args.slice(1)) {
    markTranslated(id);
    console.log(`marked ${id} as translated from the current English page`);
  }
}

const status = translationStatus();
const byState = (state: TranslationState) => status.filter((s) => s.state === state).map((s) => s.id);
const translated = byState('translated');
const stale = byState('stale');
const missing = byState('missing');
const generated = byState('generated');

console.log(
  `Japanese translations: ${translated.length} translated, ${stale.length} stale, ${missing.length} missing` +
    ` (and ${generated.length} generated in both languages at build time: ${generated.join(', ')})`,
);
for (const id of stale) console.log(`  stale:   ${id} (the English page changed since it was translated)`);
for (const id of missing) console.log(`  missing: ${id}`);
if (missing.length > 0) process.exit(1);
