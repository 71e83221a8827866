/**
 * The GitHub "new issue" address a reader's answer opens, pre-filled with what
 * a maintainer needs to find the page again: its URL, locale and the commit
 * the site was built from. Nothing is sent until the reader submits it.
 */
export type FeedbackPage = {url: string; title: string; locale: string; commit?: string};
export type FeedbackText = {title: string; helpful: string; notHelpful: string; body: string};

export function feedbackIssueUrl(repository: string, page: FeedbackPage, helpful: boolean, text: FeedbackText): string {
  const body = [
    `- URL: ${page.url}`,
    `- locale: ${page.locale}`,
    `- commit: ${page.commit ?? 'unknown'}`,
    `- ${helpful ? text.helpful : text.notHelpful}`,
    '',
    text.body,
  ].join('\n');
  const params = new URLSearchParams({title: `${text.title}: ${page.title}`, body});
  return `${repository}/issues/new?${params.toString()}`;
}
