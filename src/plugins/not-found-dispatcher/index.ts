/**
 * GitHub Pages answers every unknown URL of the site with the one 404.html at
 * the site root, which would be the English app even for /ja/ URLs. This
 * plugin keeps each locale's own 404 page and puts a small dispatcher at the
 * root instead: it strips a `.html` or `/index.html` suffix by redirecting,
 * and otherwise shows the not-found page of the locale named in the URL.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {notFoundDispatcherHtml, DEFAULT_LOCALE_404} from './dispatcher';

export default function notFoundDispatcherPlugin(context: LoadContext): Plugin {
  const {i18n} = context;
  // While a non-default locale builds, the site's baseUrl is that locale's; the root is the default locale's.
  const siteBaseUrl = i18n.localeConfigs[i18n.defaultLocale]!.baseUrl;
  return {
    name: 'not-found-dispatcher',
    async postBuild({outDir}) {
      const isDefaultLocale = i18n.currentLocale === i18n.defaultLocale;
      // Non-default locales build into build/<path>/; the site root is one level up.
      const siteRoot = isDefaultLocale ? outDir : path.dirname(outDir);
      const root404 = path.join(siteRoot, '404.html');
      if (isDefaultLocale) {
        await fs.rename(root404, path.join(siteRoot, DEFAULT_LOCALE_404));
      }
      const localePaths = i18n.locales
        .filter((locale) => locale !== i18n.defaultLocale)
        .map((locale) => i18n.localeConfigs[locale]!.path);
      await fs.writeFile(
        root404,
        notFoundDispatcherHtml({siteBaseUrl, localePaths}),
      );
    },
  };
}
