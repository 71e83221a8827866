/**
 * Adds one thing to the Markdown components: wide tables scroll inside a
 * focusable, labelled region, so keyboard users can scroll them too (axe:
 * scrollable-region-focusable).
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import MDXComponents from '@theme-original/MDXComponents';

function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <div
      className="table-scroll"
      tabIndex={0}
      role="region"
      aria-label={translate({id: 'site.MDX.tableRegion', message: 'Table (scrolls horizontally)'})}>
      <table {...props} />
    </div>
  );
}

export default {...MDXComponents, table: ScrollableTable};
