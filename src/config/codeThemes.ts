/**
 * Code-block colours. The stock light themes have token colours below the
 * WCAG AA contrast of 4.5:1 on their own background (axe flags them), so the
 * light theme is GitHub's with its pale tokens darkened; tests/unit check both.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

const DARKER: Record<string, string> = {
  '#999988': '#6a6a5a', // comments
  '#e3116c': '#c4105d', // strings
  '#36acaa': '#1f7574', // numbers, properties, variables
  '#00a4db': '#00739a', // keywords, attribute names
  '#d73a49': '#b31d28', // functions, tags
};

export const lightCodeTheme: PrismTheme = {
  ...themes.github,
  styles: themes.github.styles.map((entry) => {
    const color = entry.style.color;
    return color && DARKER[color] ? {...entry, style: {...entry.style, color: DARKER[color]}} : entry;
  }),
};

export const darkCodeTheme: PrismTheme = themes.gruvboxMaterialDark;
