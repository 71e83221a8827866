/**
 * Inline scripts that run before React hydrates, right after the classic
 * theme's own, and repair what would otherwise go wrong: a `.html` suffix in
 * the address (htmlSuffix.ts), an unknown stored colour mode (colorMode.ts) and
 * a new announcement hidden by an old dismissal (announcementBar.ts).
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {THEME_STORAGE_KEY} from '../../config/site';
import {colorModeGuardScript} from './colorMode';
import {announcementBarGuardScript} from './announcementBar';
import {htmlSuffixGuardScript} from './htmlSuffix';

export default function preHydrationGuardsPlugin(context: LoadContext): Plugin {
  const {colorMode, announcementBar} = context.siteConfig.themeConfig as ThemeConfig & {
    colorMode: {defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean};
  };
  const scripts = [
    htmlSuffixGuardScript(),
    colorModeGuardScript({
      storageKey: THEME_STORAGE_KEY,
      defaultMode: colorMode.defaultMode,
      respectPrefersColorScheme: colorMode.respectPrefersColorScheme,
    }),
    ...(announcementBar?.id ? [announcementBarGuardScript({id: announcementBar.id})] : []),
  ];
  return {
    name: 'pre-hydration-guards',
    injectHtmlTags() {
      return {preBodyTags: scripts.map((innerHTML) => ({tagName: 'script', innerHTML}))};
    },
  };
}
