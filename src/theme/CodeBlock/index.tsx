/** Wrapped to give every complete Blueprint (```json blueprint, ```json blueprint-v2) a link that runs that very JSON in Playground. */
import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import IconExternalLink from '@theme/Icon/ExternalLink';
import {blueprintKind, isMarkedInvalid} from '@site/src/blueprints/codeBlocks';
import {playgroundRunUrl} from '@site/src/blueprints/playgroundLink';
import styles from './styles.module.css';

type Props = WrapperProps<typeof CodeBlockType>;

export default function CodeBlockWrapper(props: Props): ReactNode {
  const kind = blueprintKind(props.metastring);
  const url =
    (kind === 'blueprint' || kind === 'blueprint-v2') && !isMarkedInvalid(props.metastring) && typeof props.children === 'string'
      ? playgroundRunUrl(props.children, kind === 'blueprint-v2' ? 'v2' : 'v1')
      : undefined;
  if (!url) return <CodeBlock {...props} />;
  return (
    <div className={styles.blueprint}>
      <CodeBlock {...props} />
      <Link className={styles.runLink} href={url} data-blueprint-run="">
        <Translate id="theme.blueprint.runInPlayground" description="Link under a Blueprint example that opens it in Playground">
          Run in Playground
        </Translate>
        <IconExternalLink />
      </Link>
    </div>
  );
}
