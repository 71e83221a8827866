/**
 * "Was this page helpful?" under each doc page. Yes and No are plain links to
 * a pre-filled issue in this site's repository (feedbackIssue.ts): no
 * analytics, no third-party script, and it works without JavaScript.
 */
import React, {type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import {feedbackIssueUrl} from './feedbackIssue';
import styles from './styles.module.css';

export type FeedbackFields = {repository: string; commit?: string};

export default function PageFeedback(): ReactNode {
  const {metadata} = useDoc();
  const {siteConfig, i18n} = useDocusaurusContext();
  const {repository, commit} = siteConfig.customFields?.feedback as FeedbackFields;
  const page = {url: `${siteConfig.url}${metadata.permalink}`, title: metadata.title, locale: i18n.currentLocale, commit};
  const text = {
    title: translate({id: 'theme.docs.feedback.issueTitle', message: 'Page feedback'}),
    helpful: translate({id: 'theme.docs.feedback.issueHelpful', message: 'This page helped.'}),
    notHelpful: translate({id: 'theme.docs.feedback.issueNotHelpful', message: 'This page did not help.'}),
    body: translate({
      id: 'theme.docs.feedback.issueBody',
      message: 'What were you looking for, and was anything missing or unclear? What you write here becomes a public issue.',
    }),
  };
  const link = (helpful: boolean, label: ReactNode) => (
    <a
      className={styles.answer}
      href={feedbackIssueUrl(repository, page, helpful, text)}
      target="_blank"
      rel="noopener noreferrer"
      data-helpful={helpful}>
      {label}
    </a>
  );
  return (
    // A group, not an aside: a complementary landmark inside the article would not be top-level (axe).
    <div className={styles.feedback} role="group" aria-labelledby="page-feedback-question">
      <span id="page-feedback-question">
        <Translate id="theme.docs.feedback.question">Was this page helpful?</Translate>
      </span>
      {link(true, <Translate id="theme.docs.feedback.yes">Yes</Translate>)}
      {link(false, <Translate id="theme.docs.feedback.no">No</Translate>)}
    </div>
  );
}
