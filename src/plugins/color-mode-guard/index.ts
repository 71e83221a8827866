/**
 * The classic theme copies whatever `theme` holds in local storage (or the
 * `?docusaurus-theme=` query) into `data-theme` before React starts, so a
 * stale or hand-edited value such as "purple" leaves the page with no colour
 * mode at all. This plugin runs right after that script, drops any value that
 * is not light or dark, and falls back to the reader's system preference.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {THEME_STORAGE_KEY} from '../../config/site';
import {colorModeGuardScript} from './script';

export default function colorModeGuardPlugin(context: LoadContext): Plugin {
  const {colorMode} = context.siteConfig.themeConfig as {
    colorMode: {defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean};
  };
  return {
    name: 'color-mode-guard',
    injectHtmlTags() {
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: colorModeGuardScript({
              storageKey: THEME_STORAGE_KEY,
              defaultMode: colorMode.defaultMode,
              respectPrefersColorScheme: colorMode.respectPrefersColorScheme,
            }),
          },
        ],
      };
    },
  };
}
