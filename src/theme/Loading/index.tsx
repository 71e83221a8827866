/**
 * Replaces the core fallback, whose chunk-error box is hard-coded English:
 * same behaviour (spinner once react-loadable's 200 ms delay has passed, error
 * box with Retry), translated strings, and theme colours.
 */
import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {LoadingComponentProps as Props} from 'react-loadable';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: Props): ReactNode {
  if (error) {
    return (
      <div className={styles.error} role="alert">
        <p className={styles.errorTitle}>
          {translate({
            id: 'site.Loading.error.title',
            message: 'This page could not be loaded.',
            description: 'Shown when a page chunk fails to download',
          })}
        </p>
        <p className={styles.errorHint}>
          {translate({
            id: 'site.Loading.error.hint',
            message: 'Check your network connection, then try again.',
          })}
        </p>
        <p className={styles.errorDetail}>{String(error)}</p>
        <button type="button" className="button button--secondary" onClick={retry}>
          {translate({id: 'site.Loading.error.retry', message: 'Retry'})}
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerWrapper}>
        <div
          className={styles.spinner}
          role="status"
          aria-label={translate({id: 'site.Loading.spinner', message: 'Loading…'})}
        />
      </div>
    );
  }
  return null;
}
