import {describe, expect, it} from 'vitest';
import type {PluginConfig} from '@docusaurus/types';
import config from '../../docusaurus.config';

function pluginOptions(name: string): Record<string, unknown> {
  const plugins = (config.plugins ?? []) as PluginConfig[];
  const entry = plugins.find((p) => Array.isArray(p) && p[0] === name) as
    | [string, Record<string, unknown>]
    | undefined;
  if (!entry) throw new Error(`plugin ${name} is not configured`);
  return entry[1];
}

describe('site config', () => {
  it('serves the site under /wordpress-playground/ with Japanese among seven locales', () => {
    expect(config.url).toBe('https://wordpress.github.io');
    expect(config.baseUrl).toBe('/wordpress-playground/');
    expect(config.i18n?.locales).toContain('ja');
    expect(config.i18n?.localeConfigs?.ja?.baseUrl).toBe('/wordpress-playground/ja/');
  });

  it('fails the build on broken links, anchors and Markdown links; warns on duplicate routes', () => {
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('throw');
    expect(config.markdown?.hooks?.onBrokenMarkdownLinks).toBe('throw');
    expect(config.onDuplicateRoutes).toBe('warn');
  });

  it('keeps the plain local-storage keys of the spec', () => {
    expect(config.storage).toEqual({type: 'localStorage', namespace: false});
  });

  it('uses Docusaurus Faster', () => {
    expect(config.future?.faster).toBe(true);
  });

  it('uses the image settings of the spec', () => {
    expect(pluginOptions('ideal-image')).toMatchObject({quality: 70, max: 1030, min: 640, steps: 2});
  });

  it('configures colour mode, TOC levels and the announcement bar as the spec says', () => {
    const theme = config.themeConfig as Record<string, any>;
    expect(theme.colorMode).toEqual({defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true});
    expect(theme.tableOfContents).toEqual({minHeadingLevel: 2, maxHeadingLevel: 3});
    expect(theme.navbar.hideOnScroll).toBe(false);
    expect(theme.announcementBar).toMatchObject({isCloseable: true});
    expect(theme.announcementBar.id).toBeTruthy();
  });
});
