/**
 * Last-resort crash screen, shown when even the layout fails to render.
 * Replaces the core fallback (hard-coded English) and stays free of the theme
 * layout and contexts on purpose, so it cannot crash itself.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import {getErrorCausalChain} from '@docusaurus/utils-common';
import type {Props} from '@theme/Error';

export default function Error({error, tryAgain}: Props): ReactNode {
  const causeLabel = translate({id: 'site.ErrorPage.cause', message: 'Cause:'});
  const message = getErrorCausalChain(error)
    .map((e) => e.message)
    .join(`\n\n${causeLabel}\n`);
  return (
    <main style={{maxWidth: '80ch', margin: '0 auto', padding: '2rem 1rem'}}>
      <Head>
        <title>{translate({id: 'site.ErrorPage.title', message: 'Page Error'})}</title>
      </Head>
      <h1>{translate({id: 'theme.ErrorPageContent.title', message: 'This page crashed.'})}</h1>
      <button type="button" className="button button--primary" onClick={tryAgain}>
        {translate({id: 'theme.ErrorPageContent.tryAgain', message: 'Try again'})}
      </button>
      <p style={{whiteSpace: 'pre-wrap', marginTop: '1rem'}}>{message}</p>
    </main>
  );
}
