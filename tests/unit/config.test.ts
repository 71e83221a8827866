import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {DEFAULT_LOCALE, LOCALES, LOCALE_CONFIGS, localeUrlPrefix} from '../../src/config/locales';
import zlib from 'node:zlib';
import {resolveRequest, startGithubPagesServer} from '../support/githubPagesServer';
import {notFoundDispatcherHtml} from '../../src/plugins/not-found-dispatcher/dispatcher';

describe('locales', () => {
  it('lists the seven locales of the site map with their labels and paths', () => {
    expect(LOCALES).toEqual(['en', 'es', 'fr', 'ja', 'pt-br', 'tl', 'gu']);
    expect(DEFAULT_LOCALE).toBe('en');
    expect(LOCALE_CONFIGS.ja).toMatchObject({label: '日本語', baseUrl: '/wordpress-playground/ja/', htmlLang: 'ja'});
    expect(LOCALE_CONFIGS['pt-br']).toMatchObject({label: 'Português (BR)', baseUrl: '/wordpress-playground/pt-BR/'});
    expect(LOCALE_CONFIGS.en.baseUrl).toBe('/wordpress-playground/');
    expect(localeUrlPrefix('gu')).toBe('gu/');
  });
});

describe('GitHub Pages emulation used by the end-to-end tests', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  fs.mkdirSync(path.join(dir, 'ja/about'), {recursive: true});
  fs.writeFileSync(path.join(dir, 'ja/about/index.html'), 'about');
  fs.writeFileSync(path.join(dir, 'ja/page.html'), 'page');
  fs.writeFileSync(path.join(dir, '404.html'), 'nf');
  const base = '/wordpress-playground/';

  it('serves files, directory indexes and x.html for x', () => {
    expect(resolveRequest(dir, base, `${base}ja/about/`)).toEqual({status: 200, file: path.join(dir, 'ja/about/index.html')});
    expect(resolveRequest(dir, base, `${base}ja/page`)).toEqual({status: 200, file: path.join(dir, 'ja/page.html')});
  });

  it('adds the trailing slash of a directory with a redirect', () => {
    expect(resolveRequest(dir, base, `${base}ja/about`)).toEqual({status: 301, location: `${base}ja/about/`});
  });

  it('answers 404 with the root 404.html for unknown, escaping or malformed paths', () => {
    const notFound = {status: 404, file: path.join(dir, '404.html')};
    expect(resolveRequest(dir, base, `${base}ja/nope`)).toEqual(notFound);
    expect(resolveRequest(dir, base, `${base}../../etc/passwd`)).toEqual(notFound);
    expect(resolveRequest(dir, base, `${base}%E0%A4%A`)).toEqual(notFound);
    expect(resolveRequest(dir, base, '/elsewhere')).toEqual(notFound);
  });

  it('gzips text for a client that accepts it, as GitHub Pages does, and nothing else', async () => {
    fs.writeFileSync(path.join(dir, 'ja/logo.png'), 'png');
    const server = await startGithubPagesServer(dir, base);
    const get = (file: string, acceptEncoding: string) =>
      new Promise<{encoding?: string; body: Buffer}>((resolve, reject) => {
        const request = http.get(`${server.url}${base}${file}`, {headers: {'accept-encoding': acceptEncoding}}, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({encoding: response.headers['content-encoding'], body: Buffer.concat(chunks)}));
        });
        request.on('error', reject);
      });
    try {
      const compressed = await get('ja/about/', 'gzip, deflate, br');
      expect(compressed.encoding).toBe('gzip');
      expect(zlib.gunzipSync(compressed.body).toString()).toBe('about');
      expect(await get('ja/about/', 'identity')).toEqual({encoding: undefined, body: Buffer.from('about')});
      expect(await get('ja/logo.png', 'gzip')).toEqual({encoding: undefined, body: Buffer.from('png')});
    } finally {
      await server.close();
    }
  });
});

describe('root 404 dispatcher', () => {
  it('embeds the base URL and the non-default locale paths', () => {
    const html = notFoundDispatcherHtml({siteBaseUrl: '/wordpress-playground/', localePaths: ['ja', 'pt-BR']});
    expect(html).toContain('var base = "/wordpress-playground/"');
    expect(html).toContain('var locales = ["ja","pt-BR"]');
  });
});
