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

const MARKER = 'data-not-found-dispatcher';

export default function notFoundDispatcherPlugin(context: LoadContext): Plugin {
  const {i18n, siteConfig} = context;
  return {
    name: 'not-found-dispatcher',
    async postBuild({outDir}) {
      const isDefaultLocale = i18n.currentLocale === i18n.defaultLocale;
      // Non-default locales build into build/<path>/; the site root is one level up.
      const siteRoot = isDefaultLocale ? outDir : path.dirname(outDir);
      const root404 = path.join(siteRoot, '404.html');
      if (isDefaultLocale) {
        await fs.rename(root404, path.join(siteRoot, DEFAULT_LOCALE_404));
      } else {
        const existing = await fs.readFile(root404, 'utf8').catch(() => '');
        if (existing.includes(MARKER)) return;
      }
      const localePaths = i18n.locales
        .filter((locale) => locale !== i18n.defaultLocale)
        .map((locale) => i18n.localeConfigs[locale]!.path);
      await fs.writeFile(
        root404,
        notFoundDispatcherHtml({siteBaseUrl: siteConfig.baseUrl, localePaths, marker: MARKER}),
      );
    },
  };
}
