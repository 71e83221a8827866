/**
 * Serves build/ the way GitHub Pages serves the deployed site, so the
 * end-to-end tests see what readers see: files under the base path, a
 * redirect to add the trailing slash of a directory, `x.html` for `x`,
 * the site's 404.html with status 404 for anything else, and text files
 * gzipped for a browser that accepts it (npm run bench times pages through
 * this server; GitHub Pages compresses, so a raw 240 KB page would misstate
 * what a reader downloads).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type {AddressInfo} from 'node:net';

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.woff2': 'font/woff2',
  // WebAssembly.instantiateStreaming needs this type (PHP.wasm for the runnable examples).
  '.wasm': 'application/wasm',
};

/** The types GitHub Pages compresses: text, not images or fonts. */
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg', '.xml', '.txt', '.md']);

export type ServedFile = {status: number; file?: string; location?: string};

const isFile = (p: string) => fs.existsSync(p) && fs.statSync(p).isFile();
const isDir = (p: string) => fs.existsSync(p) && fs.statSync(p).isDirectory();

/** Decide what GitHub Pages answers for `pathname` (pure, for unit tests). */
export function resolveRequest(buildDir: string, baseUrl: string, pathname: string): ServedFile {
  const notFound = (): ServedFile => {
    const file = path.join(buildDir, '404.html');
    return {status: 404, file: isFile(file) ? file : undefined};
  };
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return notFound();
  }
  if (!decoded.startsWith(baseUrl)) return notFound();
  const relative = decoded.slice(baseUrl.length);
  const target = path.join(buildDir, relative);
  if (!target.startsWith(buildDir)) return notFound();
  if (isDir(target)) {
    if (!decoded.endsWith('/')) return {status: 301, location: `${pathname}/`};
    const index = path.join(target, 'index.html');
    return isFile(index) ? {status: 200, file: index} : notFound();
  }
  if (isFile(target)) return {status: 200, file: target};
  if (isFile(`${target}.html`)) return {status: 200, file: `${target}.html`};
  return notFound();
}

export async function startGithubPagesServer(
  buildDir: string,
  baseUrl: string,
  port = 0,
): Promise<{url: string; close: () => Promise<void>}> {
  const root = path.resolve(buildDir);
  const server = http.createServer((req, res) => {
    const {pathname, search} = new URL(req.url ?? '/', 'http://localhost');
    const answer = resolveRequest(root, baseUrl, pathname);
    if (answer.location) {
      // Like GitHub Pages, the trailing-slash redirect keeps the query string (/search?q=x).
      res.writeHead(answer.status, {Location: answer.location + search});
      res.end();
      return;
    }
    if (!answer.file) {
      res.writeHead(answer.status, {'Content-Type': 'text/plain; charset=utf-8'});
      res.end('Not found');
      return;
    }
    const extension = path.extname(answer.file);
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(answer.status, {
      'Content-Type': MIME[extension] ?? 'application/octet-stream',
      ...(gzip ? {'Content-Encoding': 'gzip', Vary: 'Accept-Encoding'} : {}),
    });
    const file = fs.createReadStream(answer.file);
    (gzip ? file.pipe(zlib.createGzip()) : file).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const {port: actualPort} = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
