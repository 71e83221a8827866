/**
 * `translation-availability.json` at the site root, in the shape upstream's
 * docs build writes it (WordPress/wordpress-playground,
 * packages/docs/site/plugins/generate-translation-availability.js): the
 * locales that have translated pages, with label and URL path, and for each
 * upstream source page the locales that translate it. The WordPress.org
 * handbook reads this file to link its pages to their translations
 * ("Also available in"); keys are upstream's source paths
 * (src/config/upstreamDocs.ts), so its importer matches them to its own pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {UPSTREAM_DOCS, type UpstreamDoc} from '../../config/upstreamDocs';
import {docFile} from '../../utils/writtenDocs';

export const AVAILABILITY_FILE = 'translation-availability.json';

export type TranslationAvailability = {
  locales: Record<string, {label: string; path: string}>;
  docs: Record<string, string[]>;
};

type LocaleInfo = {locale: string; label: string; path: string; docsDir: string};

/** Upstream source paths translated in each locale whose docs folder translates a mapped page. */
export function translationAvailability(locales: LocaleInfo[], docs: UpstreamDoc[] = UPSTREAM_DOCS): TranslationAvailability {
  const manifest: TranslationAvailability = {locales: {}, docs: {}};
  for (const {locale, label, path: urlPath, docsDir} of locales) {
    // A generated page is written in a locale only when the build writes it there; the file on disk says so.
    const translated = docs.filter((entry) => docFile(docsDir, entry.doc) !== undefined);
    if (translated.length === 0) continue;
    manifest.locales[locale] = {label, path: urlPath};
    for (const entry of translated) (manifest.docs[entry.source] ??= []).push(locale);
  }
  manifest.docs = Object.fromEntries(Object.entries(manifest.docs).sort(([a], [b]) => a.localeCompare(b)));
  return manifest;
}

export default function translationAvailabilityPlugin(context: LoadContext): Plugin {
  const {i18n, siteDir} = context;
  return {
    name: 'translation-availability',
    async postBuild({outDir}) {
      // Like upstream: the default locale's build writes it, at the root of the site.
      if (i18n.currentLocale !== i18n.defaultLocale) return;
      const locales = i18n.locales
        .filter((locale) => locale !== i18n.defaultLocale)
        .map((locale) => {
          const config = i18n.localeConfigs[locale];
          return {
            locale,
            label: config.label,
            path: config.path,
            docsDir: path.join(siteDir, 'i18n', config.path, 'docusaurus-plugin-content-docs', 'current'),
          };
        });
      const manifest = translationAvailability(locales);
      fs.writeFileSync(path.join(outDir, AVAILABILITY_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

