/**
 * The site's copy of the docs client's lookups (src/plugins/docs-lean-client) answers as the
 * original does, without `localeCompare`; and dates print as Intl prints them, without Intl for ja
 * and en (src/utils/dateText.ts).
 */
import {describe, expect, it, vi} from 'vitest';
import * as original from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import * as lean from '../../src/plugins/docs-lean-client/docsClientUtils';
import {shortDate} from '../../src/utils/dateText';
import type {GlobalPluginData} from '@docusaurus/plugin-content-docs/client';

const version = (path: string, docs: string[]) => ({
  name: 'current',
  label: 'Next',
  isLast: true,
  path,
  mainDocId: docs[0]!,
  docs: docs.map((id) => ({id, path: `${path}${id === 'index' ? '' : id}`, sidebar: 'docs'})),
  draftIds: [],
  sidebars: {},
});
const docs = {path: '/wordpress-playground/ja/', versions: [version('/wordpress-playground/ja/', ['index', 'quick-start-guide', 'about/build'])], breadcrumbs: true} as unknown as GlobalPluginData;
const api = {path: '/wordpress-playground/ja/api', versions: [version('/wordpress-playground/ja/api/', ['index', 'client'])], breadcrumbs: true} as unknown as GlobalPluginData;
const plugins = {default: docs, api};
const pathnames = ['/wordpress-playground/ja/', '/wordpress-playground/ja/quick-start-guide', '/wordpress-playground/ja/api/client', '/wordpress-playground/ja/api', '/elsewhere'];

describe('docs-lean-client', () => {
  it('finds the same plugin, version and doc as the original for every kind of path', () => {
    for (const pathname of pathnames) {
      expect(lean.getActivePlugin(plugins, pathname)).toEqual(original.getActivePlugin(plugins, pathname));
      expect(lean.getActivePlugin({api, default: docs}, pathname)).toEqual(original.getActivePlugin(plugins, pathname));
      for (const data of [docs, api]) {
        expect(lean.getActiveDocContext(data, pathname)).toEqual(original.getActiveDocContext(data, pathname));
        expect(lean.getDocVersionSuggestions(data, pathname)).toEqual(original.getDocVersionSuggestions(data, pathname));
      }
    }
    expect(lean.getActivePlugin(plugins, '/wordpress-playground/ja/api/client')?.pluginId).toBe('api');
    expect(() => lean.getActivePlugin(plugins, '/elsewhere', {failfast: true})).toThrow(/Can't find active docs plugin/);
  });

  it('never calls localeCompare, which the original does with two plugins', () => {
    const spy = vi.spyOn(String.prototype, 'localeCompare');
    lean.getActivePlugin(plugins, pathnames[2]!);
    expect(spy).not.toHaveBeenCalled();
    original.getActivePlugin(plugins, pathnames[2]!);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('shortDate', () => {
  const dates = ['2026-01-01T00:00:00Z', '2026-11-27T23:59:59Z', '2025-02-28T12:00:00Z', '2024-12-31T00:30:00Z', '2026-05-09T08:00:00Z'].map((d) => new Date(d));

  it('prints ja and en as Intl does, in UTC', () => {
    for (const locale of ['ja', 'en']) {
      const intl = new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
      for (const date of dates) expect(shortDate(date, locale)).toBe(intl.format(date));
    }
    expect(shortDate(dates[1]!, 'ja')).toBe('2026年11月27日');
  });

  it('leaves other locales to Intl', () => {
    const expected = new Intl.DateTimeFormat('fr', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'}).format(dates[1]!);
    const RealFormat = Intl.DateTimeFormat;
    let built = 0;
    Intl.DateTimeFormat = function (...args: ConstructorParameters<typeof RealFormat>) {
      built += 1;
      return new RealFormat(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    try {
      expect(shortDate(dates[1]!, 'fr')).toBe(expected);
      shortDate(dates[1]!, 'ja');
      shortDate(dates[1]!, 'en');
    } finally {
      Intl.DateTimeFormat = RealFormat;
    }
    expect(built).toBe(1);
  });
});
