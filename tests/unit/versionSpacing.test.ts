/**
 * The house style's spacing around numbers, as the project's textlint enforces it
 * (.textlint/glossary.yml): versions and names ending in digits are words with spaces
 * (`PHP 8.3 で`, `v1 の`, `3.1.56 以降`), counts and dates are tight (`5秒`, `2025年5月`).
 */
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {createLinter, loadTextlintrc} from 'textlint';

const ROOT = path.resolve(__dirname, '../..');

// One linter for every sample: loading the config and its rules is most of the cost.
let linterOnce: ReturnType<typeof createLinter> | undefined;
async function projectLinter(): Promise<ReturnType<typeof createLinter>> {
  linterOnce ??= createLinter({
    descriptor: await loadTextlintrc({configFilePath: path.join(ROOT, '.textlintrc.yml'), node_modulesDir: path.join(ROOT, 'node_modules')}),
  });
  return linterOnce;
}

async function lint(text: string): Promise<{messages: string[]; fixed: string}> {
  const linter = await projectLinter();
  const file = path.join(ROOT, 'i18n/ja/sample.md');
  const result = await linter.lintText(text, file);
  // A fix pass leaves overlapping fixes (both sides of `が5.2に`) to the next, as `textlint --fix` run again does.
  let fixed = text;
  for (let pass = 0; pass < 3; pass += 1) fixed = (await linter.fixText(fixed, file)).output;
  return {messages: result.messages.filter((m) => m.ruleId === 'prh').map((m) => m.message), fixed};
}

describe('spacing around numbers in Japanese text', () => {
  it('asks for spaces around versions and names ending in digits, and fixes them', async () => {
    const cases: [string, string][] = [
      ['v1の Blueprint を読み込みます。', 'v1 の Blueprint を読み込みます。'],
      ['PHP 8.3で動きます。', 'PHP 8.3 で動きます。'],
      ['3.1.56以降で使えます。', '3.1.56 以降で使えます。'],
      ['Node.js 24以降が必要です。', 'Node.js 24 以降が必要です。'],
      ['この値はv2でも使えます。', 'この値は v2 でも使えます。'],
      ['PHP が5.2に固定されます。', 'PHP が 5.2 に固定されます。'],
      ['v1または v2 を選びます。', 'v1 または v2 を選びます。'],
      ['PHP 8.3など、ほかの版も使えます。', 'PHP 8.3 など、ほかの版も使えます。'],
    ];
    for (const [written, expected] of cases) {
      const {messages, fixed} = await lint(written);
      expect(messages.length, written).toBeGreaterThan(0);
      expect(fixed, written).toBe(expected);
    }
  }, 60_000);

  it('keeps counts, dates and decimal counts tight, and leaves well-spaced versions alone', async () => {
    for (const text of [
      '2025年5月に公開されました。',
      '約5秒かかります。',
      '約1.5秒かかります。',
      '2.5倍速くなります。',
      'ポート9400を使います。',
      'PHP 8.3 で動きます。',
      'Node.js 24.18 以降が必要です。',
      'v1 の Blueprint と v2 の Blueprint があります。',
      '`v1の` のようなコードは検査しません。',
    ]) {
      expect((await lint(text)).messages, text).toEqual([]);
    }
  }, 60_000);

  it('takes spaces out of counts written loose', async () => {
    expect((await lint('約 5秒かかります。')).fixed).toBe('約5秒かかります。');
    expect((await lint('12 個あります。')).fixed).toBe('12個あります。');
  }, 60_000);
});
