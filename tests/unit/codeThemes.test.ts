import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/config/codeThemes';

function rgb(color: string): [number, number, number] {
  const hex = color.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance(color: string): number {
  const [r, g, b] = rgb(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe.each([
  ['light', lightCodeTheme],
  ['dark', darkCodeTheme],
] as [string, PrismTheme][])('%s code theme', (_name, theme) => {
  it('keeps every token colour at 4.5:1 or more against the background (WCAG AA)', () => {
    const background = theme.plain.backgroundColor!;
    const colors = [theme.plain.color!, ...theme.styles.map((s) => s.style.color).filter((c): c is string => !!c)];
    const weak = colors.filter((c) => contrast(c, background) < 4.5).map((c) => `${c} (${contrast(c, background).toFixed(2)})`);
    expect(weak).toEqual([]);
  });
});
