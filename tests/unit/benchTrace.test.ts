/** The bench shares each long task's blocking time among what ran inside it (scripts/benchTrace.ts). */
import {describe, expect, it} from 'vitest';
import {blockingBySource, type TraceEvent} from '../../scripts/benchTrace';

const pid = 1;
const tid = 7;
const ms = 1000; // trace timestamps are in microseconds
const event = (name: string, ts: number, dur: number, url?: string): TraceEvent => ({name, ph: 'X', ts: ts * ms, dur: dur * ms, pid, tid, ...(url ? {args: {data: {url}}} : {})});
const label = (url: string) => (url.endsWith('main.js') ? 'main bundle' : 'route chunks');

const trace: TraceEvent[] = [
  {name: 'thread_name', ph: 'M', ts: 0, pid, tid, args: {name: 'CrRendererMain'}},
  {name: 'thread_name', ph: 'M', ts: 0, pid, tid: 9, args: {name: 'Compositor'}},
  // Before the first contentful paint: not blocking time, however long.
  event('RunTask', 0, 100),
  event('Layout', 1, 99),
  {name: 'firstContentfulPaint', ph: 'R', ts: 150 * ms, pid, tid},
  // 20 ms: 30 ms of blocking at 4×. Script 12 ms of its own (2 of them in its microtasks), layout 8.
  event('RunTask', 200, 20),
  event('FunctionCall', 200, 12, 'https://example.org/assets/js/main.js'),
  event('RunMicrotasks', 210, 2),
  event('Layout', 212, 8),
  // 10 ms: a short task at 4× (40 ms), 10 ms of blocking at 6×.
  event('RunTask', 300, 10),
  event('EvaluateScript', 300, 10, 'https://example.org/assets/js/1a2b3c4d.js'),
  // Another thread's work never counts.
  {...event('RunTask', 400, 50), tid: 9},
];

describe('blockingBySource', () => {
  it('shares a long task among the script, its microtasks and layout by their own time', () => {
    const sources = blockingBySource(trace, 4, label);
    expect(Object.fromEntries([...sources].map(([k, v]) => [k, Math.round(v * 10) / 10]))).toEqual({
      'main bundle': 18,
      'style, layout and paint': 12,
    });
  });

  it('counts tasks that only a slower CPU makes long', () => {
    const sources = blockingBySource(trace, 6, label);
    expect(sources.get('route chunks')).toBeCloseTo(10);
    expect(sources.get('main bundle')).toBeCloseTo((6 * 20 - 50) * (12 / 20));
  });
});
