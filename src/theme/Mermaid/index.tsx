/**
 * Wrapped for phones: a diagram keeps its drawn size and scrolls sideways in a
 * focusable, labelled region (as tables do) instead of shrinking unreadably;
 * and it is drawn anew when the colour mode settles, so a drawing started in
 * the wrong mode never stays on screen.
 */
import React, {type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type MermaidType from '@theme/Mermaid';
import type {WrapperProps} from '@docusaurus/types';
import {translate} from '@docusaurus/Translate';
import {useColorMode} from '@docusaurus/theme-common';
import ScrollRegion from '@site/src/components/ScrollRegion';

type Props = WrapperProps<typeof MermaidType>;

export default function MermaidWrapper(props: Props): ReactNode {
  const {colorMode} = useColorMode();
  return (
    <ScrollRegion className="diagram-scroll" label={translate({id: 'site.MDX.diagramRegion', message: 'Diagram (scrolls horizontally)'})}>
      <Mermaid key={colorMode} {...props} />
    </ScrollRegion>
  );
}
