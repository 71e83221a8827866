// Wrapped to put the Markdown twin's actions above each doc page's text, and "Was this page helpful?" below it.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownTwinActions from '@site/src/components/MarkdownTwinActions';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <MarkdownTwinActions />
      <Content {...props} />
      <PageFeedback />
    </>
  );
}
