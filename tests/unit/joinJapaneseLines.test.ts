import {describe, expect, it} from 'vitest';
import {joinJapaneseLines} from '../../src/remark/joinJapaneseLines';

describe('joinJapaneseLines', () => {
  it('drops a line break after Japanese punctuation', () => {
    expect(joinJapaneseLines('読み終わります。\n作業はすべて')).toBe('読み終わります。作業はすべて');
    expect(joinJapaneseLines('開きます。\nPlayground は')).toBe('開きます。Playground は');
  });

  it('drops a line break between two Japanese characters', () => {
    expect(joinJapaneseLines('サイトを\n保存します')).toBe('サイトを保存します');
  });

  it('keeps a break between Japanese and Latin words as a space', () => {
    expect(joinJapaneseLines('ここでは\nWordPress の')).toBe('ここでは\nWordPress の');
    expect(joinJapaneseLines('WordPress\nのサイト')).toBe('WordPress\nのサイト');
  });

  it('leaves English untouched', () => {
    expect(joinJapaneseLines('First line.\nSecond line.')).toBe('First line.\nSecond line.');
  });
});
