/**
 * Runs the examples' PHP in a Web Worker, so a long run never blocks the page.
 * One PHP runtime per version, loaded on first use; the WebAssembly binary is
 * kept in the Cache Storage, so the next visit (or the next run after a time
 * limit ended the worker) reads it from disk instead of the network.
 */
import {loadWebRuntime} from '@php-wasm/web';
import {PHP, setPhpIniEntries} from '@php-wasm/universal';
import {cloneResponseMonitorProgress} from '@php-wasm/progress';
import type {FromWorker, ToWorker} from './protocol';

const CACHE_NAME = 'php-wasm-runtime';
const post = (message: FromWorker) => postMessage(message);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The cache, or undefined where the browser gives none (an insecure origin, storage turned off). */
async function openCache(): Promise<Cache | undefined> {
  try {
    return 'caches' in self ? await caches.open(CACHE_NAME) : undefined;
  } catch {
    return undefined;
  }
}

/** The binary from the cache, or from the network with its progress reported (then cached, replacing older builds of the same file). */
async function fetchBinary(url: string, total: number): Promise<Response> {
  const cache = await openCache();
  const cached = await cache?.match(url).catch(() => undefined);
  if (cached) return cached;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} (HTTP ${response.status})`);
  // The loader knows the binary's size; Content-Length would be the compressed size where the server gzips it.
  const monitored = cloneResponseMonitorProgress(response, (event) =>
    post({type: 'progress', loaded: event.detail.loaded, total: total || event.detail.total}),
  );
  if (cache) {
    const name = url.slice(url.lastIndexOf('/'));
    void cache
      .put(url, monitored.clone())
      .then(() => cache.keys())
      .then((keys) => Promise.all(keys.filter((key) => key.url !== url && key.url.endsWith(name)).map((key) => cache.delete(key))))
      .catch(() => undefined);
  }
  return monitored;
}

async function instantiate(url: string, total: number, imports: WebAssembly.Imports): Promise<WebAssembly.WebAssemblyInstantiatedSource> {
  const response = await fetchBinary(url, total);
  // Streaming compiles while the bytes arrive; it needs the WebAssembly media type.
  if (response.headers.get('content-type')?.startsWith('application/wasm')) return WebAssembly.instantiateStreaming(response, imports);
  return WebAssembly.instantiate(await response.arrayBuffer(), imports);
}

async function loadPhp(version: ToWorker['version']): Promise<PHP> {
  let url = '';
  let total = 0;
  const runtime = await new Promise<number>((resolve, reject) => {
    loadWebRuntime(version, {
      onPhpLoaderModuleLoaded(module) {
        url = new URL((module as {dependencyFilename: string}).dependencyFilename, self.location.href).href;
        total = (module as {dependenciesTotalSize?: number}).dependenciesTotalSize ?? 0;
      },
      emscriptenOptions: {
        // Emscripten's own fetch neither reports progress nor caches; a failure here would leave its promise pending.
        instantiateWasm(imports: WebAssembly.Imports, receive: (instance: WebAssembly.Instance, module: WebAssembly.Module) => void) {
          instantiate(url, total, imports).then((result) => receive(result.instance, result.module), reject);
          return {};
        },
      },
    }).then(resolve, reject);
  });
  const php = new PHP(runtime);
  // Errors once, as plain text on stderr, not a second time as HTML in the output (guides/php-code-snippets#php-ini).
  await setPhpIniEntries(php, {display_errors: '0', html_errors: '0'});
  return php;
}

const runtimes = new Map<string, Promise<PHP>>();

async function run({code, version}: ToWorker): Promise<void> {
  let php = runtimes.get(version);
  if (!php) {
    php = loadPhp(version);
    runtimes.set(version, php);
    php.catch(() => runtimes.delete(version));
  }
  const ready = await php;
  post({type: 'started'});
  const response = await ready.runStream({code});
  const [stdout, stderr, exitCode] = await Promise.all([response.stdoutText, response.stderrText, response.exitCode]);
  post({type: 'result', stdout, stderr, exitCode});
}

// One run at a time, in order.
let queue = Promise.resolve();
self.addEventListener('message', (event: MessageEvent<ToWorker>) => {
  if (event.data?.type !== 'run') return;
  queue = queue.then(() => run(event.data).catch((error: unknown) => post({type: 'failed', message: errorText(error)})));
});
