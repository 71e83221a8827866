/**
 * A space between a Markdown link and Japanese text shows on the page only
 * where both sides are Japanese (「[トラブルシューティング](/troubleshooting) の」
 * renders 「トラブルシューティング の」): the style allows spaces only between
 * Japanese and Latin text. textlint reads a link's text and its neighbours as
 * separate nodes, so it cannot see this; tests/unit/linkSpacing.test.ts does.
 */
const JAPANESE = 'ぁ-んァ-ヶ一-龠ー々';
/** A link whose text ends in Japanese, then a space, then Japanese. */
const SPACE_AFTER = new RegExp(`\\[[^\\]\\n]*[${JAPANESE}」）]\\]\\([^)\\s]+\\) (?=[${JAPANESE}「])`, 'g');
/** Japanese, a space, then a link whose text starts in Japanese. */
const SPACE_BEFORE = new RegExp(`(?<=[${JAPANESE}、。」]) \\[[${JAPANESE}「][^\\]\\n]*\\]\\([^)\\s]+\\)`, 'g');

/** Prose outside fenced code blocks (whose text is code, not Markdown). */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
}

/** Each link with a space between it and Japanese text, as written. */
export function linkSpacingProblems(markdown: string): string[] {
  const text = prose(markdown);
  return [...text.matchAll(SPACE_AFTER), ...text.matchAll(SPACE_BEFORE)].map((match) => match[0].trim());
}
