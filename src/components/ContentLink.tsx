/**
 * Links inside page content. Docusaurus's Link gives every internal link its own
 * IntersectionObserver, to prefetch the target's code when it scrolls into view;
 * an API page has 800 such links, and creating them while hydrating cost about
 * a third of that page's blocking time (#20). This link behaves the same way
 * otherwise: the same href (base URL added), in-app navigation on a plain click,
 * the target's code preloaded on hover, touch or focus, and the link collected
 * for the build's broken-link check. Anything unusual goes to Docusaurus's Link.
 */
import React, {type ComponentProps, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {isBrowserClick, isPlainSitePath} from '@site/src/utils/contentLinks';

type Props = ComponentProps<'a'>;

function InternalLink({href, onClick, ...props}: Props & {href: string}): ReactNode {
  const {withBaseUrl} = useBaseUrlUtils();
  const brokenLinks = useBrokenLinks();
  const history = useHistory();
  const to = withBaseUrl(href);
  brokenLinks.collectLink(to);
  if (props.id) brokenLinks.collectAnchor(props.id);
  const preload = () => void window.docusaurus.preload(to);
  return (
    <a
      {...props}
      href={to}
      onMouseEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      onClick={(event) => {
        onClick?.(event);
        if (isBrowserClick(event)) return;
        event.preventDefault();
        history.push(to);
      }}
    />
  );
}

export default function ContentLink(props: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  // Trailing-slash rewriting and the hash router are Link's business; this site uses neither.
  const plain = siteConfig.trailingSlash === undefined && siteConfig.future.experimental_router !== 'hash';
  if (plain && isPlainSitePath(props.href) && (!props.target || props.target === '_self')) {
    return <InternalLink {...props} href={props.href} />;
  }
  return <Link {...props} />;
}
