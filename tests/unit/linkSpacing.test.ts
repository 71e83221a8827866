/** No space between a Markdown link and Japanese text on the Japanese pages (src/i18n/linkSpacing.ts). */
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {linkSpacingProblems} from '../../src/i18n/linkSpacing';
import {docPageFiles} from '../support/docPages';

describe('spaces beside links in Japanese text', () => {
  it('finds a space between a Japanese link text and Japanese, on either side', () => {
    expect(linkSpacingProblems('[トラブルシューティング](/troubleshooting) の関連する項目')).toEqual(['[トラブルシューティング](/troubleshooting)']);
    expect(linkSpacingProblems('手順は [自分でホストする](/host)で説明しています。')).toEqual(['[自分でホストする](/host)']);
  });

  it('keeps the space beside a Latin word, and reads no code', () => {
    expect(linkSpacingProblems('[Playground CLI](/cli) の機能と [VS Code 拡張機能](/vscode)は同じです。')).toEqual([]);
    expect(linkSpacingProblems('問題は [Blueprint のデバッグ](/debug)を参照してください。')).toEqual([]);
    expect(linkSpacingProblems('```md\n[リンク](/a) の例\n```\n')).toEqual([]);
  });

  it('no Japanese page has one', () => {
    const problems = docPageFiles()
      .filter(({page}) => page.startsWith('ja:'))
      .flatMap(({page, file}) => linkSpacingProblems(fs.readFileSync(file, 'utf8')).map((link) => `${page}: ${link}`));
    expect(problems).toEqual([]);
  });
});
