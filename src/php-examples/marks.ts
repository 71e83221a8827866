/**
 * How the docs' Markdown marks a PHP example (```php ...), read by the remark
 * plugin and the code block (build), the runner (browser) and the tests (Node):
 *
 * - ```php run: needs no WordPress; a Run button executes it with PHP.wasm in
 *   the reader's browser. `php="8.4"` pins the version (no selector then).
 * - ```php run="wordpress": a script that loads WordPress; "Run in Playground"
 *   opens a Playground site that serves it as a page, so its output shows there.
 * - ```php run="plugin": a plugin's main file; "Run in Playground" installs and
 *   activates it, then opens `landing="/…"` (the home page by default).
 * - ```php fragment: one file of a larger project, a line of a config file
 *   and the like, which does nothing on its own (or only where the page runs it,
 *   with the CLI's mounts). Every PHP block says which of the four it is.
 *
 * The block right after a `run` example, fenced ```text output, is what it
 * prints: the page shows it, and the browser tests run the example and compare.
 */
import {attributeValues, metaWords} from '../blueprints/codeBlocks';

export type PhpRunMode = 'inline' | 'wordpress' | 'plugin';

/** The PHP versions a reader can pick, newest first: the ones Playground supports (@php-wasm/universal SupportedPHPVersions). */
export const PHP_VERSIONS = ['8.5', '8.4', '8.3', '8.2', '8.1', '8.0', '7.4'] as const;
export type PhpVersion = (typeof PHP_VERSIONS)[number];

/** Playground's default PHP version (RecommendedPHPVersion of @wp-playground/common). */
export const DEFAULT_PHP_VERSION: PhpVersion = '8.3';

/** Seconds a run may take before the runner stops it (an endless loop must not hang the page). */
export const RUN_TIME_LIMIT_SECONDS = 10;

/** How a block runs, or undefined when it is not runnable. Throws on a `run` value the site does not know. */
export function phpRunMode(metastring: string | undefined): PhpRunMode | undefined {
  if (metaWords(metastring).includes('run')) return 'inline';
  const [value] = attributeValues(metastring, 'run');
  if (value === undefined) return undefined;
  if (value === 'wordpress' || value === 'plugin') return value;
  throw new Error(`Unknown PHP example mark run="${value}" (known: run, run="wordpress", run="plugin")`);
}

/** What a PHP block declares: how it runs, or that it is a fragment; undefined when it declares nothing. */
export function phpBlockMark(metastring: string | undefined): PhpRunMode | 'fragment' | undefined {
  const mode = phpRunMode(metastring);
  if (mode) return mode;
  return metaWords(metastring).includes('fragment') ? 'fragment' : undefined;
}

/** The version a block pins with `php="8.4"`, if any. Throws on a version the runner does not ship. */
export function pinnedPhpVersion(metastring: string | undefined): PhpVersion | undefined {
  const [value] = attributeValues(metastring, 'php');
  if (value === undefined) return undefined;
  if (!(PHP_VERSIONS as readonly string[]).includes(value)) throw new Error(`PHP example pins php="${value}", which is not one of ${PHP_VERSIONS.join(', ')}`);
  return value as PhpVersion;
}

/** The page a `run="plugin"` example lands on in Playground. */
export function landingPage(metastring: string | undefined): string {
  return attributeValues(metastring, 'landing')[0] ?? '/';
}

/** True for the ```text output block that states what the example above prints. */
export function isOutputBlock(lang: string | null | undefined, metastring: string | null | undefined): boolean {
  return lang === 'text' && metaWords(metastring ?? undefined).includes('output');
}

/**
 * Output as a reader compares it: line endings unified, trailing spaces of
 * each line and blank lines at the end dropped (a Markdown fence cannot show them).
 */
export function normalizeOutput(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''))
    .join('\n')
    .replace(/\n+$/, '');
}

/** True when what a run printed is what the page says it prints. */
export function outputMatches(shown: string, printed: string): boolean {
  return normalizeOutput(shown) === normalizeOutput(printed);
}
