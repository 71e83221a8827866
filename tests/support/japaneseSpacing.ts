/**
 * Sentences of a generated Japanese page that follow a 「。」 with a space, outside code blocks, each
 * with some context. A list the schema writes inside a description stays a list ("…できます。 - `a`: …").
 */
export function spacesAfterJapaneseFullStop(page: string): string[] {
  return page.replace(/```[\s\S]*?```/g, '').match(/.{0,20}。 +(?![-*] )[^\s|].{0,20}/g) ?? [];
}
