/**
 * Wraps the theme's crash screen to give the page the spec's title ("Page Error");
 * heading, "Try again" and the cause chain come from the original.
 */
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <title>{translate({id: 'site.ErrorPage.title', message: 'Page Error'})}</title>
      </Head>
      <ErrorPageContent {...props} />
    </>
  );
}
