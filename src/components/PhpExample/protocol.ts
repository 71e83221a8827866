/** Messages between a page and the PHP worker (php.worker.ts). */
import type {PhpVersion} from '@site/src/php-examples/marks';

export type ToWorker = {type: 'run'; code: string; version: PhpVersion};

export type FromWorker =
  /** Bytes of the PHP binary received so far (only while it downloads; from the cache it does not). */
  | {type: 'progress'; loaded: number; total: number}
  /** PHP is ready and the code starts now: the time limit counts from here. */
  | {type: 'started'}
  | {type: 'result'; stdout: string; stderr: string; exitCode: number}
  | {type: 'failed'; message: string};
