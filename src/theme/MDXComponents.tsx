/**
 * Adds one thing to the Markdown components: wide tables scroll inside a
 * focusable, labelled region, so keyboard users can scroll them too.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollRegion from '@site/src/components/ScrollRegion';

function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollRegion className="table-scroll" label={translate({id: 'site.MDX.tableRegion', message: 'Table (scrolls horizontally)'})}>
      <table {...props} />
    </ScrollRegion>
  );
}

export default {...MDXComponents, table: ScrollableTable};
