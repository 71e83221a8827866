/**
 * The class names and style of a code block's <pre>: Highlight gives them, and so does
 * CodeBlock/Content, which keeps the server's <pre>. Its own module, so that importing it does not
 * bring Prism and its grammars along.
 */
import type {CSSProperties} from 'react';
import type {PrismTheme} from './types';

export function preProps(theme: PrismTheme, language: string): {className: string; style: CSSProperties} {
  return {className: `prism-code language-${language.toLowerCase()}`, style: theme.plain as CSSProperties};
}
