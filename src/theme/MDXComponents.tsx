/**
 * Adds two things to the Markdown components: wide tables scroll inside a
 * focusable, labelled region, so keyboard users can scroll them too; and links
 * are ContentLink, which costs less to hydrate than Link on link-heavy pages.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import MDXComponents from '@theme-original/MDXComponents';
import ScrollRegion from '@site/src/components/ScrollRegion';
import ContentLink from '@site/src/components/ContentLink';

function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  return (
    <ScrollRegion className="table-scroll" label={translate({id: 'site.MDX.tableRegion', message: 'Table (scrolls horizontally)'})}>
      <table {...props} />
    </ScrollRegion>
  );
}

export default {...MDXComponents, table: ScrollableTable, a: ContentLink};
