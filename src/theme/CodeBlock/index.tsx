/**
 * Swizzled for two reasons:
 * - every complete Blueprint (```json blueprint, ```json blueprint-v2) gets a link that runs that very JSON in Playground;
 * - the block is not remounted after hydration. The original keys its content on
 *   useIsBrowser() so that a dark reader's colours replace the light ones of the
 *   server HTML; since Docusaurus 3.10 the colour mode reaches components only
 *   after hydration, as an ordinary update that repaints the colours anyway, so
 *   the remount only highlighted every block a second time on page load.
 */
import React, {isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import StringContent from '@theme/CodeBlock/Content/String';
import ElementContent from '@theme/CodeBlock/Content/Element';
import RunInPlayground from '@site/src/components/RunInPlayground';
import {blueprintKind, isMarkedInvalid} from '@site/src/blueprints/codeBlocks';
import {playgroundRunUrl} from '@site/src/blueprints/playgroundLink';

/** As the original: plain strings (one or several) become one string; anything with elements stays as is. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function Content({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? <StringContent {...props}>{children}</StringContent> : <ElementContent {...props}>{children}</ElementContent>;
}

export default function CodeBlock(props: Props): ReactNode {
  const kind = blueprintKind(props.metastring);
  const url =
    (kind === 'blueprint' || kind === 'blueprint-v2') && !isMarkedInvalid(props.metastring) && typeof props.children === 'string'
      ? playgroundRunUrl(props.children, kind === 'blueprint-v2' ? 'v2' : 'v1')
      : undefined;
  if (!url) return <Content {...props} />;
  return (
    <RunInPlayground url={url} kind="blueprint">
      <Content {...props} />
    </RunInPlayground>
  );
}
