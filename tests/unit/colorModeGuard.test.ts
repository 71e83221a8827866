import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {colorModeGuardScript} from '../../src/plugins/color-mode-guard/script';

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
