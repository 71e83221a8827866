/**
 * "View as Markdown", "Copy as Markdown", and "Ask ChatGPT / Claude" for the doc
 * page being read: all use the page's Markdown twin (src/plugins/llms-txt). The
 * assistants are plain links that open their site with a prompt naming the
 * twin's URL; no script of theirs loads here. The link works without
 * JavaScript; the copy button appears once the page is interactive. The copy
 * code is a few lines in the page's own chunk, not a lazy chunk: Safari
 * allows the clipboard write only if it starts within the click itself.
 */
import React, {useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {twinPath} from '@site/src/utils/markdownTwin';
import {copyTwin} from './copyTwin';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/** Each assistant's "new chat with this prompt" address. */
const ASSISTANTS = [
  {name: 'ChatGPT', url: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`},
  {name: 'Claude', url: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`},
];

export default function MarkdownTwinActions(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig} = useDocusaurusContext();
  const isBrowser = useIsBrowser();
  const [state, setState] = useState<CopyState>('idle');
  const href = twinPath(metadata.permalink, siteConfig.baseUrl);
  const prompt = translate(
    {
      id: 'theme.docs.markdownTwin.assistantPrompt',
      message: 'Read the following WordPress Playground documentation page, then answer my questions about it: {url}',
    },
    {url: `${siteConfig.url}${href}`},
  );
  // The twins are written after a production build; `npm start` has none to offer.
  if (process.env.NODE_ENV === 'development') return null;

  const copy = () => {
    copyTwin(href).then(
      () => setState('copied'),
      (error: unknown) => {
        console.warn('Copy as Markdown failed:', error);
        setState('failed');
      },
    );
  };

  return (
    <div className={styles.actions}>
      {/* A plain link: the router must not take over a .md file. */}
      <a className={styles.action} href={href} type="text/markdown">
        <Translate id="theme.docs.markdownTwin.view">
          View as Markdown
        </Translate>
      </a>
      {isBrowser && (
        <button type="button" className={styles.action} onClick={copy}>
          <Translate id="theme.docs.markdownTwin.copy">
            Copy as Markdown
          </Translate>
        </button>
      )}
      {ASSISTANTS.map(({name, url}) => (
        <a
          key={name}
          className={styles.action}
          href={url(prompt)}
          target="_blank"
          rel="noopener noreferrer"
          data-assistant={name}>
          <Translate id="theme.docs.markdownTwin.askAssistant" values={{assistant: name}}>
            {'Ask {assistant}'}
          </Translate>
        </a>
      ))}
      <span className={styles.status} role="status">
        {state === 'copied' && (
          <Translate id="theme.docs.markdownTwin.copied">
            Copied
          </Translate>
        )}
        {state === 'failed' && (
          <Translate id="theme.docs.markdownTwin.failed">
            Could not copy. Open "View as Markdown" instead.
          </Translate>
        )}
      </span>
    </div>
  );
}
