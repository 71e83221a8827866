import type {Token as PrismToken, TokenStream} from 'prismjs';
import type {Token} from './types';

const NEWLINE = /\r\n|\r|\n/;

/**
 * An empty line gets one "\n" token marked `empty`, so the renderer can keep
 * its height (getTokenProps gives it `display: inline-block`).
 */
function markEmptyLine(line: Token[]): void {
  if (line.length === 0) {
    line.push({types: ['plain'], content: '\n', empty: true});
  } else if (line.length === 1 && line[0]!.content === '') {
    line[0]!.content = '\n';
    line[0]!.empty = true;
  }
}

/** Adds a type unless it repeats the last one (a token aliased to its own type). */
function withType(types: string[], added: string | string[]): string[] {
  return types.length > 0 && types[types.length - 1] === added ? types : types.concat(added);
}

/**
 * Turns Prism's nested token tree into lines of flat tokens. A nested token
 * carries the types of every token around it; a bare string at the top level
 * is "plain"; text is cut at each line break, whatever token it sits in.
 */
export function normalizeTokens(tokens: Array<string | PrismToken>): Token[][] {
  let line: Token[] = [];
  const lines: Token[][] = [line];

  const walk = (stream: Array<string | PrismToken>, outerTypes: string[], topLevel: boolean): void => {
    for (const item of stream) {
      let types: string[];
      let content: TokenStream;
      if (typeof item === 'string') {
        types = topLevel ? ['plain'] : outerTypes;
        content = item;
      } else {
        types = withType(outerTypes, item.type);
        if (item.alias) types = withType(types, item.alias);
        content = item.content;
      }
      if (typeof content !== 'string') {
        // Prism nests arrays; a lone Token as content never comes out of tokenize().
        if (Array.isArray(content)) walk(content, types, false);
        continue;
      }
      const parts = content.split(NEWLINE);
      line.push({types, content: parts[0]!});
      for (const part of parts.slice(1)) {
        markEmptyLine(line);
        line = [];
        lines.push(line);
        line.push({types, content: part});
      }
    }
  };

  walk(tokens, [], true);
  markEmptyLine(line);
  return lines;
}
