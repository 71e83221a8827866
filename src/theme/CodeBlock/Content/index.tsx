/**
 * Ejected for two changes. First: on a page's first load, a code block keeps the highlighted HTML the server
 * sent instead of tokenizing its code again to hydrate the same markup. That tokenizing, and the
 * React tree of one element per token, was most of the hydration of code-heavy pages (the steps
 * reference has about 800 tokens). The block is highlighted in the browser only when its markup must
 * change: after a client-side navigation (nothing to keep), when the colour mode's Prism theme differs
 * from the server's (token colours are inline styles), or if the server's markup is missing.
 * Second: Prism then comes from a chunk of its own (highlighter.ts), so a first visit does not load it.
 */
import React, {useEffect, useLayoutEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {usePrismTheme} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock/Content';
import {preProps} from '@site/src/prism/preProps';
import {loadHighlighter, loadedHighlighter} from './highlighter';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

const Pre = React.forwardRef<HTMLPreElement, ComponentProps<'pre'>>((props, ref) => (
  <pre
    ref={ref}
    // A keyboard user can scroll a long line.
    tabIndex={0}
    {...props}
    className={clsx(props.className, styles.codeBlock, 'thin-scrollbar')}
  />
));

function Code(props: ComponentProps<'code'>) {
  const {metadata} = useCodeBlockContext();
  return (
    <code
      {...props}
      className={clsx(props.className, styles.codeBlockLines, metadata.lineNumbersStart !== undefined && styles.codeBlockLinesWithNumbering)}
      style={{
        ...props.style,
        counterReset: metadata.lineNumbersStart === undefined ? undefined : `line-count ${metadata.lineNumbersStart - 1}`,
      }}
    />
  );
}

/** True during the browser's first render of the page, which hydrates the server's HTML (Docusaurus marks its end on <html>). */
function isHydrating(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.hasHydrated !== 'true';
}

/** React keeps an element's existing children when its inner HTML is given (here, as empty) while hydrating. */
const KEEP_SERVER_MARKUP = {__html: ''};

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const prismTheme = usePrismTheme();
  const [serverTheme] = useState(prismTheme);
  const [keepsServerMarkup, setKeepsServerMarkup] = useState(isHydrating);
  const codeRef = useRef<HTMLElement>(null);
  const {code, language, lineNumbersStart, lineClassNames} = metadata;

  // Once highlighted here, always: going back to the kept markup would empty the block.
  if (keepsServerMarkup && prismTheme !== serverTheme) setKeepsServerMarkup(false);
  useLayoutEffect(() => {
    // Nothing was kept (the server's HTML had no such block): highlight before the browser paints.
    if (keepsServerMarkup && !codeRef.current?.firstChild) setKeepsServerMarkup(false);
  }, [keepsServerMarkup]);

  const keep = keepsServerMarkup && prismTheme === serverTheme;
  // Prism comes in its own chunk (highlighter.ts); until it has run, the block shows its code as plain text.
  const [highlighter, setHighlighter] = useState(() => ({Highlighted: loadedHighlighter()}));
  const {Highlighted} = highlighter;
  useEffect(() => {
    if (keep || Highlighted) return;
    let current = true;
    loadHighlighter().then(
      (loaded) => current && setHighlighter({Highlighted: loaded}),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [keep, Highlighted]);

  // The <pre> and <code> stay the same elements either way (no remount when the theme changes).
  const pre = preProps(prismTheme, language);
  return (
    <Pre ref={wordWrap.codeBlockRef} className={clsx(classNameProp, pre.className)} style={pre.style}>
      {keep ? (
        <Code ref={codeRef} dangerouslySetInnerHTML={KEEP_SERVER_MARKUP} suppressHydrationWarning />
      ) : (
        <Code ref={codeRef}>
          {Highlighted ? (
            <Highlighted
              code={code}
              language={language}
              theme={prismTheme}
              lineClassNames={lineClassNames}
              showLineNumbers={lineNumbersStart !== undefined}
            />
          ) : (
            code
          )}
        </Code>
      )}
    </Pre>
  );
}
