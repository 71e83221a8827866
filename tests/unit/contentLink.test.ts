/**
 * ContentLink takes the fast path only for plain site paths and plain clicks;
 * everything else stays with Docusaurus's Link or with the browser.
 */
import {describe, expect, it} from 'vitest';
import {isBrowserClick, isPlainSitePath} from '../../src/utils/contentLinks';

describe('content links', () => {
  it('handle site paths themselves and leave URLs, protocol-relative and pathname:// links to Link', () => {
    expect(isPlainSitePath('/blueprints/steps#runPHP')).toBe(true);
    expect(isPlainSitePath('/wordpress-playground/ja/api/client')).toBe(true);
    for (const href of ['https://wordpress.org/', '//cdn.example.com/x.js', 'pathname:///llms.txt', '#anchor', 'mailto:a@b.c', 'relative/page', undefined]) {
      expect(isPlainSitePath(href), String(href)).toBe(false);
    }
  });

  it('navigate in the app on a plain left click only', () => {
    const plain = {button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false};
    expect(isBrowserClick(plain)).toBe(false);
    expect(isBrowserClick({...plain, button: 1})).toBe(true);
    expect(isBrowserClick({...plain, ctrlKey: true})).toBe(true);
    expect(isBrowserClick({...plain, metaKey: true})).toBe(true);
    expect(isBrowserClick({...plain, shiftKey: true})).toBe(true);
    expect(isBrowserClick({...plain, altKey: true})).toBe(true);
    expect(isBrowserClick({...plain, defaultPrevented: true})).toBe(true);
  });
});
