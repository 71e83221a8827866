/**
 * A code block's highlighted lines: Prism, its grammars and the token markup. Its own chunk in the
 * browser (highlighter.ts), because a first visit keeps the server's markup and needs none of it.
 */
import React, {type ReactNode} from 'react';
import {Highlight, type PrismTheme} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';

export type HighlightedProps = {
  code: string;
  language: string;
  theme: PrismTheme;
  lineClassNames: {[lineIndex: number]: string[]};
  showLineNumbers: boolean;
};

export default function Highlighted({code, language, theme, lineClassNames, showLineNumbers}: HighlightedProps): ReactNode {
  return (
    <Highlight theme={theme} code={code} language={language}>
      {({tokens: lines, getLineProps, getTokenProps}) => (
        <>
          {lines.map((line, i) => (
            <Line key={i} line={line} getLineProps={getLineProps} getTokenProps={getTokenProps} classNames={lineClassNames[i]} showLineNumbers={showLineNumbers} />
          ))}
        </>
      )}
    </Highlight>
  );
}
