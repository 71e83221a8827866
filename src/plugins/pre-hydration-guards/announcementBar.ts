/**
 * Inline script (ES5, runs before React) that shows the announcement bar again
 * when its id has changed. The classic theme hides the bar before hydration
 * whenever the stored dismissal is "true", without looking at the stored id,
 * so a new announcement stayed hidden on the first page a returning reader opened.
 */
export function announcementBarGuardScript({id}: {id: string}): string {
  return `(function() {
  try {
    if (window.localStorage.getItem('docusaurus.announcement.id') !== ${JSON.stringify(id)}) {
      document.documentElement.setAttribute('data-announcement-bar-initially-dismissed', 'false');
    }
  } catch (e) {}
})();`;
}
