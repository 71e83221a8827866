/**
 * Copies a Markdown twin's text to the clipboard. Safari keeps the click's
 * permission only when the clipboard write starts at once, hence the
 * ClipboardItem given a promise of the text rather than the text after a fetch.
 */
export async function copyTwin(href: string): Promise<void> {
  const text = fetch(href).then((response) => {
    if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}
