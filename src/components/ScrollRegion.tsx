/**
 * A block that scrolls sideways when it is wider than the page. It is focusable
 * and named, so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
import React, {type ReactNode} from 'react';

export default function ScrollRegion({className, label, children}: {className: string; label: string; children: ReactNode}): ReactNode {
  return (
    <div className={className} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
