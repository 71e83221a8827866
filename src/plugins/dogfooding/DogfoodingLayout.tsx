import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';

/** The site layout for a test page, kept out of search engines. */
export default function DogfoodingLayout({title, children}: {title: string; children: ReactNode}): ReactNode {
  return (
    <Layout title={title}>
      <Head>
        <meta name="robots" content="noindex, nofollow" />
      </Head>
      {children}
    </Layout>
  );
}
