/**
 * A code block followed by the link that opens it in Playground: under every complete Blueprint
 * (src/theme/CodeBlock) and under PHP examples marked run="wordpress" or run="plugin" (PhpExample).
 */
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import IconExternalLink from '@theme/Icon/ExternalLink';
import styles from './styles.module.css';

type Props = {
  url: string;
  /** What the block is; tests find each kind by its own data attribute. */
  kind: 'blueprint' | 'php';
  children: ReactNode;
};

export default function RunInPlayground({url, kind, children}: Props): ReactNode {
  const marker = kind === 'blueprint' ? {'data-blueprint-run': ''} : {'data-php-run-in-playground': ''};
  return (
    <div className={styles.block}>
      {children}
      <Link className={styles.runLink} href={url} {...marker}>
        <Translate id="theme.blueprint.runInPlayground" description="Link under a Blueprint example that opens it in Playground">
          Run in Playground
        </Translate>
        <IconExternalLink />
      </Link>
    </div>
  );
}
