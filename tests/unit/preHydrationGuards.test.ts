import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {colorModeGuardScript} from '../../src/plugins/pre-hydration-guards/colorMode';
import {announcementBarGuardScript} from '../../src/plugins/pre-hydration-guards/announcementBar';
import {htmlSuffixGuardScript} from '../../src/plugins/pre-hydration-guards/htmlSuffix';

type Run = {stored: string | null; attribute: string | null; systemDark?: boolean; storageThrows?: boolean};

function run({stored, attribute, systemDark = false, storageThrows = false}: Run) {
  const attributes: Record<string, string | null> = {'data-theme': attribute, 'data-theme-choice': attribute};
  let value = stored;
  const warnings: unknown[] = [];
  const localStorage = {
    getItem: () => {
      if (storageThrows) throw new Error('denied');
      return value;
    },
    removeItem: () => {
      value = null;
    },
  };
  const window = {localStorage, matchMedia: () => ({matches: systemDark})};
  const document = {
    documentElement: {
      getAttribute: (name: string) => attributes[name] ?? null,
      setAttribute: (name: string, v: string) => {
        attributes[name] = v;
      },
    },
  };
  vm.runInNewContext(
    colorModeGuardScript({storageKey: 'theme', defaultMode: 'light', respectPrefersColorScheme: true}),
    {window, document, console: {warn: (...args: unknown[]) => warnings.push(args)}, JSON},
  );
  return {attributes, stored: value, warnings};
}

describe('colour-mode guard script', () => {
  it('leaves a valid mode alone', () => {
    const result = run({stored: 'dark', attribute: 'dark'});
    expect(result.attributes['data-theme']).toBe('dark');
    expect(result.stored).toBe('dark');
    expect(result.warnings).toEqual([]);
  });

  it('clears an unknown stored value and follows the system preference', () => {
    const result = run({stored: 'purple', attribute: 'purple', systemDark: true});
    expect(result.stored).toBeNull();
    expect(result.attributes).toEqual({'data-theme': 'dark', 'data-theme-choice': 'system'});
    expect(result.warnings).toHaveLength(1);
  });

  it('repairs an unknown query-string mode using the valid stored choice', () => {
    const result = run({stored: 'dark', attribute: 'banana'});
    expect(result.attributes).toEqual({'data-theme': 'dark', 'data-theme-choice': 'dark'});
  });

  it('works when storage throws', () => {
    const result = run({stored: null, attribute: 'x', storageThrows: true});
    expect(result.attributes['data-theme']).toBe('light');
  });
});

describe('announcement-bar guard script', () => {
  function runBar(storedId: string | null) {
    const attributes: Record<string, string> = {'data-announcement-bar-initially-dismissed': 'true'};
    vm.runInNewContext(announcementBarGuardScript({id: 'new-id'}), {
      window: {localStorage: {getItem: () => storedId}},
      document: {documentElement: {setAttribute: (n: string, v: string) => (attributes[n] = v)}},
    });
    return attributes['data-announcement-bar-initially-dismissed'];
  }

  it('shows a new announcement even if an older one was dismissed', () => {
    expect(runBar('old-id')).toBe('false');
  });

  it('keeps the current announcement hidden once dismissed', () => {
    expect(runBar('new-id')).toBe('true');
  });
});

describe('.html suffix guard script', () => {
  function runSuffix(pathname: string) {
    let replaced: string | null = null;
    vm.runInNewContext(htmlSuffixGuardScript(), {
      window: {
        location: {pathname, search: '?q=1', hash: '#a'},
        history: {state: null, replaceState: (_s: unknown, _t: string, url: string) => (replaced = url)},
      },
    });
    return replaced;
  }

  it('drops .html and /index.html, keeping query and hash', () => {
    expect(runSuffix('/wordpress-playground/ja/about.html')).toBe('/wordpress-playground/ja/about?q=1#a');
    expect(runSuffix('/wordpress-playground/ja/about/index.html')).toBe('/wordpress-playground/ja/about?q=1#a');
  });

  it('leaves clean paths and the 404 page alone', () => {
    expect(runSuffix('/wordpress-playground/ja/about')).toBeNull();
    expect(runSuffix('/wordpress-playground/ja/404.html')).toBeNull();
  });
});
