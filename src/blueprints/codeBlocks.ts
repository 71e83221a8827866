/**
 * Blueprint code blocks in the docs' Markdown. A complete v1 Blueprint is fenced
 * as ```json blueprint, a complete v2 declaration as ```json blueprint-v2, a
 * single v1 step as ```json blueprint-step; the site validates each against its
 * part of the published schema and gives complete Blueprints a "run in
 * Playground" link.
 * Shared by the CodeBlock theme component (browser) and the tests (Node).
 */

export type BlueprintBlockKind = 'blueprint' | 'blueprint-v2' | 'blueprint-step';

export type FencedBlock = {
  lang: string;
  meta: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
};

/** The bare words of a meta string: attribute values (`title="…"`, `expect-error='…'`) are not words. */
export function metaWords(metastring: string | undefined): string[] {
  return (metastring ?? '').replace(/=(?:"[^"]*"|'[^']*')/g, '=').split(/\s+/);
}

/** The Blueprint kind a code block's meta string declares, if any. */
export function blueprintKind(metastring: string | undefined): BlueprintBlockKind | undefined {
  const words = metaWords(metastring);
  if (words.includes('blueprint')) return 'blueprint';
  if (words.includes('blueprint-v2')) return 'blueprint-v2';
  if (words.includes('blueprint-step')) return 'blueprint-step';
  return undefined;
}

/**
 * A Blueprint shown on purpose as a mistake (```json blueprint-v2 invalid): the
 * tests require it NOT to validate, and it gets no run link.
 */
export function isMarkedInvalid(metastring: string | undefined): boolean {
  return metaWords(metastring).includes('invalid');
}

/** The values of one attribute of a meta string, `name="…"` or `name='…'` (a value may hold the other quote). */
export function attributeValues(metastring: string | undefined, name: string): string[] {
  const pattern = new RegExp(`(?:^|\\s)${name}=(?:"([^"]*)"|'([^']*)')`, 'g');
  return [...(metastring ?? '').matchAll(pattern)].map((match) => match[1] ?? match[2]!);
}

/**
 * What a page says an example leaves behind where that differs from what the
 * Blueprint declares, e.g. a plugin's activation hook that overwrites a
 * declared option: ```json blueprint-v2 expect-option="blogdescription=Just another shop".
 * `npm run examples:run` checks the stated value instead of the declared one.
 */
export function statedOptions(metastring: string | undefined): Record<string, string> {
  const options: Record<string, string> = {};
  for (const value of attributeValues(metastring, 'expect-option')) {
    const equals = value.indexOf('=');
    if (equals > 0) options[value.slice(0, equals)] = value.slice(equals + 1);
  }
  return options;
}

/**
 * A Blueprint whose run fails on purpose, shown with its error message:
 * ```json blueprint-v2 expect-error='Unsupported Blueprint v2 PHP version "7.0"'.
 * A valid one keeps its run link. `npm run examples:run` checks that the run fails
 * with that text, for one marked `invalid` too (the CLI must reject it so), and
 * for a shell block holding one Playground CLI command.
 */
export function statedError(metastring: string | undefined): string | undefined {
  return attributeValues(metastring, 'expect-error')[0];
}

/** Every fenced code block of a Markdown text (``` or ~~~, any length, nested fences respected). */
export function fencedBlocks(markdown: string): FencedBlock[] {
  const blocks: FencedBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = /^(\s*)(`{3,}|~{3,})\s*([^\s`]*)\s*(.*)$/.exec(lines[i]!);
    if (!open) continue;
    const [, , fence, lang = '', meta = ''] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j++) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[j]!);
      if (close && close[1]![0] === fence![0] && close[1]!.length >= fence!.length) break;
      body.push(lines[j]!);
    }
    blocks.push({lang, meta: meta.trim(), code: body.join('\n'), line: i + 1});
    i = j;
  }
  return blocks;
}

/** Top-level keys only a Blueprint has; a JSON block with one of them is a Blueprint. */
const BLUEPRINT_KEYS = ['steps', 'landingPage', 'preferredVersions', 'siteOptions', 'phpExtensionBundles', '$schema'];

/** What a JSON value looks like: a Blueprint, a single step, or neither. */
export function looksLike(value: unknown): BlueprintBlockKind | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const schema = (value as {$schema?: unknown}).$schema;
  if (typeof schema === 'string' && !schema.includes('blueprint')) return undefined;
  if ((value as {version?: unknown}).version === 2) return 'blueprint-v2';
  if (keys.some((key) => BLUEPRINT_KEYS.includes(key))) return 'blueprint';
  if (typeof (value as {step?: unknown}).step === 'string') return 'blueprint-step';
  return undefined;
}
