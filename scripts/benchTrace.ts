/**
 * Where a page's blocking time comes from, read from the Chromium trace Lighthouse records
 * (`--save-assets`). Lighthouse's mobile run observes the page on an unthrottled CPU and simulates
 * the slowdown, so a task after the first contentful paint (where total blocking time starts) blocks
 * for `duration × slowdown − 50 ms` when that is positive. Each such
 * task's blocking time is shared among what ran inside it, in proportion to their own (self) time:
 * layout and style, HTML parsing, compiling, garbage collection, and JavaScript by the script it
 * belongs to (named by `labelScript`, e.g. "main bundle" or "code highlighting").
 */
export type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: {name?: string; data?: {url?: string; documentLoaderURL?: string; isOutermostMainFrame?: boolean}};
};

const RENDERING = new Set(['Layout', 'UpdateLayoutTree', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'HitTest', 'UpdateLayer', 'IntersectionObserverController::computeIntersections', 'ScrollLayer']);
const PARSING = new Set(['ParseHTML', 'ParseAuthorStyleSheet']);
const COMPILING = /^(v8\.compile|V8\.CompileCode|v8\.compileModule|V8\.CompileLazy|v8\.produceCache)/;
const GARBAGE = /GC|Scavenge|MarkCompact|BlinkGC/;
/** Events that run JavaScript: their own time is the script's, named by their URL or their nearest ancestor's. */
const SCRIPT = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.callFunction', 'v8.run', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'RunMicrotasks', 'V8.Execute', 'v8.newInstance', 'FireIdleCallback']);

export const LONG_TASK_MS = 50;

/**
 * The renderer's main thread of the page: where the page's top frame started its navigation to a
 * web address or, in a trace without that, the CrRendererMain thread with the most tasks (a trace of
 * the whole browser also holds other renderers).
 */
function mainThread(events: TraceEvent[]): {pid: number; tid: number} {
  const navigation = events.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.isOutermostMainFrame && /^https?:/.test(e.args.data.documentLoaderURL ?? ''),
  );
  if (navigation) return {pid: navigation.pid, tid: navigation.tid};
  const counts = new Map<string, number>();
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && mains.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const [key] = [...counts].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (!key) throw new Error('The trace has no renderer main thread.');
  const [pid, tid] = key.split(':').map(Number);
  return {pid, tid};
}

/**
 * Blocking time in milliseconds, at `slowdown`, by source. `labelScript` names a script URL's
 * source (the document's own URL stands for inline scripts).
 */
export function blockingBySource(events: TraceEvent[], slowdown: number, labelScript: (url: string) => string): Map<string, number> {
  const {pid, tid} = mainThread(events);
  const complete = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const firstPaint = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? Number.NEGATIVE_INFINITY;
  const result = new Map<string, number>();
  const add = (source: string, ms: number) => result.set(source, (result.get(source) ?? 0) + ms);
  let index = 0;
  while (index < complete.length) {
    const task = complete[index];
    const end = task.ts + task.dur!;
    let next = index + 1;
    while (next < complete.length && complete[next].ts < end) next += 1;
    if (task.name === 'RunTask' && task.ts >= firstPaint) {
      const blockingMs = (task.dur! / 1000) * slowdown - LONG_TASK_MS;
      if (blockingMs > 0) {
        const shares = selfTimes(complete.slice(index, next), labelScript);
        const total = [...shares.values()].reduce((a, b) => a + b, 0);
        for (const [source, self] of shares) add(source, (blockingMs * self) / total);
      }
    }
    index = next;
  }
  return result;
}

/** Self time of each event inside one task (the task first), added up by source. */
function selfTimes(inside: TraceEvent[], labelScript: (url: string) => string): Map<string, number> {
  const shares = new Map<string, number>();
  const stack: {event: TraceEvent; end: number; children: number; script?: string}[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= until) {
      const frame = stack.pop()!;
      const self = Math.max(0, frame.event.dur! - frame.children);
      const source = sourceOf(frame.event, frame.script);
      if (self > 0) shares.set(source, (shares.get(source) ?? 0) + self);
    }
  };
  for (const event of inside) {
    close(event.ts);
    const parent = stack.at(-1);
    if (parent) parent.children += event.dur!;
    const url = event.args?.data?.url;
    const script = SCRIPT.has(event.name) && url ? labelScript(url) : parent?.script;
    stack.push({event, end: event.ts + event.dur!, children: 0, script});
  }
  close(Number.POSITIVE_INFINITY);
  return shares;
}

function sourceOf(event: TraceEvent, script: string | undefined): string {
  if (RENDERING.has(event.name)) return 'style, layout and paint';
  if (PARSING.has(event.name)) return 'HTML and CSS parsing';
  if (COMPILING.test(event.name)) return 'script compiling';
  if (GARBAGE.test(event.name)) return 'garbage collection';
  if (script) return script;
  return SCRIPT.has(event.name) ? 'scripts (unattributed)' : 'other browser work';
}
