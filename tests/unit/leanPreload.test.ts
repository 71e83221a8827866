/**
 * src/plugins/lean-route-table/preload.ts: the first preload, made while main.js
 * evaluates, does its work in a later task; later ones (navigation, hover) at once.
 */
import {describe, expect, it, vi} from 'vitest';

const componentPreloads: string[] = [];
const route = (path: string) => ({path, exact: true, component: {preload: () => componentPreloads.push(path)}});
vi.mock('@generated/routes', () => ({default: [route('/ja/a'), route('/ja/b')]}));

const flushMicrotasks = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

describe('preload', () => {
  it('starts the first call in a task of its own, and later calls at once', async () => {
    const {default: preload} = await import('../../src/plugins/lean-route-table/preload');
    const first = preload('/ja/a');
    await flushMicrotasks();
    expect(componentPreloads, 'nothing happens in the task of the caller').toEqual([]);
    await first;
    expect(componentPreloads).toEqual(['/ja/a']);

    const second = preload('/ja/b');
    await flushMicrotasks();
    expect(componentPreloads).toEqual(['/ja/a', '/ja/b']);
    await second;
  });
});
