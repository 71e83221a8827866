// Wrapped to put "View / Copy as Markdown" (the page's Markdown twin) above each doc page's text.
import React, {type ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownTwinActions from '@site/src/components/MarkdownTwinActions';

type Props = WrapperProps<typeof ContentType>;

export default function ContentWrapper(props: Props): ReactNode {
  return (
    <>
      <MarkdownTwinActions />
      <Content {...props} />
    </>
  );
}
