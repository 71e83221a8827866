/**
 * A stand-in for prism-react-renderer's `Highlight`: same render-prop API and
 * the same output (class names, styles, line and token props), so pages
 * rendered on the server hydrate unchanged. Only the Prism behind it is
 * smaller (grammars.ts).
 */
import {useCallback, useMemo, type CSSProperties} from 'react';
import clsx from 'clsx';
import type {Grammar} from 'prismjs';
import {Prism, loadGrammars} from './grammars';
import {normalizeTokens} from './normalizeTokens';
import {preProps} from './preProps';
import type {
  HighlightProps,
  LineInputProps,
  LineOutputProps,
  PrismLibrary,
  PrismTheme,
  ThemeDict,
  Token,
  TokenInputProps,
  TokenOutputProps,
} from './types';

/**
 * Folds the theme's entries for this language into one style per token type.
 * `root` styles the <pre>; `plain` styles each line, without the background
 * so lines do not paint over the block's own.
 */
function themeToDict(theme: PrismTheme, language: string): ThemeDict {
  const dict: Record<string, PrismTheme['plain']> = {};
  for (const {types, style, languages} of theme.styles) {
    if (languages && !languages.includes(language)) continue;
    for (const type of types) dict[type] = {...dict[type], ...style};
  }
  dict.root = theme.plain;
  dict.plain = {...theme.plain, backgroundColor: undefined};
  return dict as ThemeDict;
}

/** Empty lines keep their height through `inline-block`; plain text needs no style of its own. */
function tokenStyle(dict: ThemeDict, {types, empty}: Token): PrismTheme['plain'] | undefined {
  const isEmpty = empty != null;
  if (types.length === 1 && types[0] === 'plain') return isEmpty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && isEmpty) return dict[types[0]!];
  return Object.assign(isEmpty ? {display: 'inline-block'} : {}, ...types.map((type) => dict[type]));
}

/**
 * Runs Prism's tokenize hooks around tokenize() as prism-react-renderer does
 * (php's markup-templating hooks see the same environment); a language
 * without a grammar is one plain token per line.
 */
function tokenize(prism: PrismLibrary, code: string, grammar: Grammar | undefined, language: string): Token[][] {
  if (grammar == null) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as ReturnType<PrismLibrary['tokenize']>};
  prism.hooks.run('before-tokenize', env);
  env.tokens = prism.tokenize(code, grammar);
  prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

export function Highlight({prism = Prism, theme, language: languageProp, code, children}: HighlightProps) {
  const language = languageProp.toLowerCase();
  const dict = useMemo(() => themeToDict(theme, language), [theme, language]);
  if (prism === Prism) loadGrammars();
  const grammar = prism.languages[language];
  const tokens = useMemo(() => tokenize(prism, code, grammar, language), [prism, code, grammar, language]);

  // Key order of the returned props is kept: it is the attribute order in the HTML.
  const getLineProps = useCallback(
    ({className, style, line: _line, ...rest}: LineInputProps): LineOutputProps => {
      const output: LineOutputProps = {...rest, className: clsx('token-line', className)};
      output.style = dict.plain as CSSProperties;
      if (typeof style === 'object') output.style = {...output.style, ...style};
      return output;
    },
    [dict],
  );

  const getTokenProps = useCallback(
    ({token, className, style, ...rest}: TokenInputProps): TokenOutputProps => {
      const output: TokenOutputProps = {
        ...rest,
        className: clsx('token', ...token.types, className),
        children: token.content,
        style: tokenStyle(dict, token) as CSSProperties | undefined,
      };
      if (style != null) output.style = {...(output.style ?? {}), ...style};
      return output;
    },
    [dict],
  );

  return children({
    tokens,
    ...preProps(theme, language),
    getLineProps,
    getTokenProps,
  });
}
