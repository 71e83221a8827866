/**
 * The "run in Playground" link of a Blueprint. playground.wordpress.net reads a
 * Blueprint from the URL fragment after `decodeURI`, so the fragment is the
 * minified JSON passed through `encodeURI` (reserved characters such as `:` and
 * `/` stay as they are, which `decodeURI` would not restore).
 */
export const PLAYGROUND_URL = 'https://playground.wordpress.net/';

/** The link for a Blueprint's JSON text, or undefined when the text is not JSON. */
export function playgroundRunUrl(json: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  return `${PLAYGROUND_URL}#${encodeURI(JSON.stringify(value))}`;
}
