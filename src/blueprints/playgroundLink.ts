/**
 * The "run in Playground" link of a Blueprint. playground.wordpress.net reads a
 * Blueprint from the URL fragment after `decodeURI`, so the fragment is the
 * minified JSON passed through `encodeURI` (reserved characters such as `:` and
 * `/` stay as they are, which `decodeURI` would not restore).
 */
export const PLAYGROUND_URL = 'https://playground.wordpress.net/';

/**
 * Older website builds ran a declaration with the Blueprints v2 runner only
 * when asked to in the query string; as of 3.1.54 the `version` field decides
 * and the parameter is ignored, so v2 links keep it for both.
 */
export const V2_RUNNER_QUERY = '?experimental-blueprints-v2-runner=yes';

/**
 * The link for a Blueprint's JSON text, or undefined when the text is not JSON
 * or reads files of a bundle (or, in v2, files beside the declaration): a
 * Blueprint in the fragment has nothing beside it, so Playground would stop there.
 */
export function playgroundRunUrl(json: string, format: 'v1' | 'v2' = 'v1'): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (readsBundledFiles(value) || (format === 'v2' && readsExecutionContextFiles(value))) return undefined;
  return `${PLAYGROUND_URL}${format === 'v2' ? V2_RUNNER_QUERY : ''}#${encodeURI(JSON.stringify(value))}`;
}

/**
 * True when a v2 declaration refers to files beside it (`./plugin.zip`, an
 * execution-context path): from a URL fragment, there is nothing beside it.
 */
export function readsExecutionContextFiles(value: unknown): boolean {
  if (typeof value === 'string') return value.startsWith('./');
  if (Array.isArray(value)) return value.some(readsExecutionContextFiles);
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(value).some(readsExecutionContextFiles);
}

/** True when a resource anywhere in the value is `{"resource": "bundled"}`. */
export function readsBundledFiles(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(readsBundledFiles);
  if (typeof value !== 'object' || value === null) return false;
  if ((value as {resource?: unknown}).resource === 'bundled') return true;
  return Object.values(value).some(readsBundledFiles);
}
