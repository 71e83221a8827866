/**
 * The page's side of the PHP worker, loaded when a reader first presses Run.
 * One worker serves every example of the page; a run that passes the time
 * limit (or that the reader stops) ends the worker, and the next run starts a
 * fresh one, whose binary then comes from the cache.
 */
import {RUN_TIME_LIMIT_SECONDS, type PhpVersion} from '@site/src/php-examples/marks';
import type {FromWorker, ToWorker} from './protocol';

export type RunOutcome =
  | {kind: 'done'; stdout: string; stderr: string; exitCode: number}
  | {kind: 'timeout'}
  | {kind: 'stopped'}
  /** PHP did not load (network, storage, a missing chunk). */
  | {kind: 'failed'; message: string}
  /** PHP loaded, then failed while running (the WebAssembly module itself, not a PHP error). */
  | {kind: 'crashed'; message: string};

export type RunCallbacks = {
  onProgress(loaded: number, total: number): void;
  onStarted(): void;
};

export type Run = {outcome: Promise<RunOutcome>; stop(): void};

let worker: Worker | undefined;
let busy: Promise<unknown> = Promise.resolve();

function currentWorker(): Worker {
  worker ??= new Worker(new URL('./php.worker.ts', import.meta.url));
  return worker;
}

function endWorker(): void {
  worker?.terminate();
  worker = undefined;
}

function start(code: string, version: PhpVersion, callbacks: RunCallbacks, stopSignal: Promise<void>): Promise<RunOutcome> {
  return new Promise<RunOutcome>((resolve) => {
    let target: Worker;
    try {
      target = currentWorker();
    } catch (error) {
      resolve({kind: 'failed', message: error instanceof Error ? error.message : String(error)});
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let started = false;
    const finish = (outcome: RunOutcome) => {
      clearTimeout(timer);
      target.removeEventListener('message', onMessage);
      target.removeEventListener('error', onError);
      if (outcome.kind !== 'done') endWorker();
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent<FromWorker>) => {
      const message = event.data;
      switch (message.type) {
        case 'progress':
          callbacks.onProgress(message.loaded, message.total);
          break;
        case 'started':
          started = true;
          callbacks.onStarted();
          timer = setTimeout(() => finish({kind: 'timeout'}), RUN_TIME_LIMIT_SECONDS * 1000);
          break;
        case 'result':
          finish({kind: 'done', stdout: message.stdout, stderr: message.stderr, exitCode: message.exitCode});
          break;
        case 'failed':
          finish({kind: started ? 'crashed' : 'failed', message: message.message});
          break;
      }
    };
    // The worker's script itself failed to load (a chunk missing after a deploy, a network error).
    const onError = (event: ErrorEvent) => {
      event.preventDefault();
      finish({kind: 'failed', message: event.message || 'the PHP worker did not start'});
    };
    target.addEventListener('message', onMessage);
    target.addEventListener('error', onError);
    void stopSignal.then(() => finish({kind: 'stopped'}));
    target.postMessage({type: 'run', code, version} satisfies ToWorker);
  });
}

/** Runs `code` after any run already in progress on the page. */
export function runPhp(code: string, version: PhpVersion, callbacks: RunCallbacks): Run {
  let stop!: () => void;
  const stopSignal = new Promise<void>((resolve) => (stop = resolve));
  const outcome = busy.then(() => start(code, version, callbacks, stopSignal));
  busy = outcome;
  return {outcome, stop};
}
