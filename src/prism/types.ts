/**
 * The shapes of prism-react-renderer 2.x's public types that Docusaurus's
 * CodeBlock relies on, restated here so this module never has to import that
 * package (the bundler alias points its name at this folder).
 */
import type {CSSProperties, Key, ReactElement} from 'react';
import type * as PrismLib from 'prismjs';

export type PrismLibrary = typeof PrismLib;

export type Language = string;

/** One piece of a line, with Prism's token type and aliases flattened into `types`. */
export type Token = {
  types: string[];
  content: string;
  empty?: boolean;
};

export type PrismThemeEntry = {
  color?: string;
  cursor?: string;
  background?: string;
  backgroundImage?: string;
  backgroundColor?: string;
  textShadow?: string;
  fontStyle?: 'normal' | 'italic';
  fontWeight?: 'normal' | 'bold' | '100' | '200' | '300' | '400' | '500' | '600' | '700' | '800' | '900';
  textDecorationLine?: 'none' | 'underline' | 'line-through' | 'underline line-through';
  opacity?: number;
  [styleKey: string]: string | number | void;
};

export type PrismTheme = {
  plain: PrismThemeEntry;
  styles: Array<{
    types: string[];
    style: PrismThemeEntry;
    languages?: Language[];
  }>;
};

/** A theme folded into one style per token type, as the getters look it up. */
export type ThemeDict = {
  root: PrismThemeEntry;
  plain: PrismThemeEntry;
  [type: string]: PrismThemeEntry;
};

export type LineInputProps = {
  key?: Key;
  style?: CSSProperties;
  className?: string;
  line: Token[];
  [otherProp: string]: unknown;
};

export type LineOutputProps = {
  key?: Key;
  style?: CSSProperties;
  className: string;
  [otherProps: string]: unknown;
};

export type TokenInputProps = {
  key?: Key;
  style?: CSSProperties;
  className?: string;
  token: Token;
  [otherProp: string]: unknown;
};

export type TokenOutputProps = {
  key?: Key;
  style?: CSSProperties;
  className: string;
  children: string;
  [otherProp: string]: unknown;
};

export type RenderProps = {
  tokens: Token[][];
  className: string;
  style: CSSProperties;
  getLineProps: (input: LineInputProps) => LineOutputProps;
  getTokenProps: (input: TokenInputProps) => TokenOutputProps;
};

export type HighlightProps = {
  /** Defaults to this module's Prism, with the site's grammars. */
  prism?: PrismLibrary;
  /** Required: Docusaurus always passes one, so no fallback theme is bundled. */
  theme: PrismTheme;
  language: Language;
  code: string;
  children: (props: RenderProps) => ReactElement;
};
