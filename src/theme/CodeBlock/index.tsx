/**
 * Swizzled for two reasons:
 * - every complete Blueprint (```json blueprint, ```json blueprint-v2) gets a link that runs that very JSON in Playground,
 *   and so does a PHP example that needs WordPress (```php run="wordpress" / run="plugin"), through a Blueprint that runs it;
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
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {blueprintKind, isMarkedInvalid} from '@site/src/blueprints/codeBlocks';
import {playgroundRunUrl} from '@site/src/blueprints/playgroundLink';
import {phpRunMode} from '@site/src/php-examples/marks';
import {phpExampleBlueprint} from '@site/src/php-examples/playgroundBlueprint';
import styles from './styles.module.css';

/** As the original: plain strings (one or several) become one string; anything with elements stays as is. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function Content({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? <StringContent {...props}>{children}</StringContent> : <ElementContent {...props}>{children}</ElementContent>;
}

type RunLink = {url: string; marker: 'data-blueprint-run' | 'data-php-run-in-playground'};

/** The "run in Playground" link of a block, if it has one. */
function runLink({metastring, children, className}: Props): RunLink | undefined {
  if (typeof children !== 'string') return undefined;
  const kind = blueprintKind(metastring);
  if (kind === 'blueprint' || kind === 'blueprint-v2') {
    const url = isMarkedInvalid(metastring) ? undefined : playgroundRunUrl(children, kind === 'blueprint-v2' ? 'v2' : 'v1');
    return url ? {url, marker: 'data-blueprint-run'} : undefined;
  }
  const mode = className?.split(' ').includes('language-php') ? phpRunMode(metastring) : undefined;
  if (mode !== 'wordpress' && mode !== 'plugin') return undefined;
  const url = playgroundRunUrl(JSON.stringify(phpExampleBlueprint(children, mode, metastring)));
  return url ? {url, marker: 'data-php-run-in-playground'} : undefined;
}

export default function CodeBlock(props: Props): ReactNode {
  const link = runLink(props);
  if (!link) return <Content {...props} />;
  return (
    <div className={styles.blueprint}>
      <Content {...props} />
      <Link className={styles.runLink} href={link.url} {...{[link.marker]: ''}}>
        <Translate id="theme.blueprint.runInPlayground" description="Link under a Blueprint example that opens it in Playground">
          Run in Playground
        </Translate>
        <IconExternalLink />
      </Link>
    </div>
  );
}
