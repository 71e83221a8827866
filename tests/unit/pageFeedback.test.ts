import {describe, expect, it} from 'vitest';
import {feedbackIssueUrl} from '../../src/components/PageFeedback/feedbackIssue';

describe('page feedback issue', () => {
  const text = {title: 'ページへのフィードバック', helpful: '役に立った', notHelpful: '役に立たなかった', body: '書いてください'};
  const page = {url: 'https://example.org/ja/about/build', title: '構築 & テスト', locale: 'ja', commit: 'abc123def456'};

  it('opens a new issue in the repository, pre-filled with the page, the locale, the commit and the answer', () => {
    const url = new URL(feedbackIssueUrl('https://github.com/o/r', page, false, text));
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/o/r/issues/new');
    expect(url.searchParams.get('title')).toBe('ページへのフィードバック: 構築 & テスト');
    expect(url.searchParams.get('body')).toBe(
      '- URL: https://example.org/ja/about/build\n- locale: ja\n- commit: abc123def456\n- 役に立たなかった\n\n書いてください',
    );
    expect(new URL(feedbackIssueUrl('https://github.com/o/r', page, true, text)).searchParams.get('body')).toContain('- 役に立った\n');
  });

  it('says so when the build did not know its commit', () => {
    const url = new URL(feedbackIssueUrl('https://github.com/o/r', {...page, commit: undefined}, true, text));
    expect(url.searchParams.get('body')).toContain('- commit: unknown');
  });
});
