/** When a link in page content takes ContentLink's fast path (src/components/ContentLink.tsx). */
import type {MouseEvent} from 'react';

/** A site path such as `/blueprints/steps#runPHP`: not external, not `//host`, not `pathname://`. */
export function isPlainSitePath(href: string | undefined): href is string {
  return typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');
}

/** A click the browser should handle itself: another button, a modifier (new tab, download), or already handled. */
export function isBrowserClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey' | 'defaultPrevented'>): boolean {
  return event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}
