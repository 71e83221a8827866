/**
 * PHP.wasm for the runnable PHP examples (src/components/PhpExample), served
 * from this site, not from another host. Docusaurus builds each locale as a
 * site of its own; seven copies of the binaries (about 40 MB per PHP version)
 * would make up most of the deployment. So the bundler gives each binary a
 * URL under the site root (`/wordpress-playground/php-wasm/…`) without
 * emitting it, and postBuild copies each binary there once; `npm start`
 * serves the same URLs from node_modules.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';
import {BASE_URL} from '../../config/site';
import {PHP_VERSIONS} from '../../php-examples/marks';

const require = createRequire(__filename);

export const RUNTIME_DIR = 'php-wasm';

export type RuntimeBinary = {
  /** The file in node_modules. */
  source: string;
  /** Its path under the site root, also its URL under BASE_URL. */
  served: string;
};

/** The @php-wasm/web package the worker loads PHP with, and the version packages it imports. */
export function webPackageDir(): string {
  return path.dirname(require.resolve('@php-wasm/web/package.json'));
}

export function versionPackageDir(version: string): string {
  const name = `@php-wasm/web-${version.replace('.', '-')}`;
  return path.dirname(require.resolve(`${name}/package.json`, {paths: [webPackageDir()]}));
}

/** Every binary of every offered version, both builds (JSPI and Asyncify; the loader picks one per browser). */
export function runtimeBinaries(): RuntimeBinary[] {
  const binaries: RuntimeBinary[] = [];
  for (const version of PHP_VERSIONS) {
    const dir = versionPackageDir(version);
    const packageVersion = (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
    for (const build of ['jspi', 'asyncify']) {
      const buildDir = path.join(dir, build);
      for (const release of fs.readdirSync(buildDir)) {
        const releaseDir = path.join(buildDir, release);
        if (!fs.statSync(releaseDir).isDirectory() || release === 'extensions') continue;
        for (const file of fs.readdirSync(releaseDir).filter((name) => name.endsWith('.wasm'))) {
          binaries.push({source: path.join(releaseDir, file), served: `${RUNTIME_DIR}/${packageVersion}/${build}/${release}/${file}`});
        }
      }
    }
  }
  return binaries;
}

/** The folder served at BASE_URL, for a locale built into `outDir` at `localeBaseUrl` (…/ja/ for Japanese). */
export function siteRootDir(outDir: string, localeBaseUrl: string): string {
  return path.resolve(outDir, path.posix.relative(localeBaseUrl, BASE_URL) || '.');
}

/** Copies the binaries under the site root, skipping those a previous locale's build already put there. */
export function copyBinaries(rootDir: string, binaries: RuntimeBinary[]): number {
  let copied = 0;
  for (const {source, served} of binaries) {
    const target = path.join(rootDir, served);
    if (fs.existsSync(target) && fs.statSync(target).size === fs.statSync(source).size) continue;
    fs.mkdirSync(path.dirname(target), {recursive: true});
    fs.copyFileSync(source, target, fs.constants.COPYFILE_FICLONE);
    copied++;
  }
  return copied;
}

export default function phpRuntimePlugin(): Plugin {
  const binaries = runtimeBinaries();
  return {
    name: 'php-runtime',
    configureWebpack(_config, isServer) {
      const webDir = webPackageDir();
      return {
        resolve: {
          // @php-wasm/universal imports Node's worker_threads on Node only; the browser bundle needs no stand-in.
          ...(isServer ? {} : {fallback: {worker_threads: false}}),
          alias: {
            // The worker's PHP class must be the copy @php-wasm/web registers its runtimes with (it may lag the site's @php-wasm/universal by a release).
            '@php-wasm/universal$': path.dirname(require.resolve('@php-wasm/universal/package.json', {paths: [webDir]})),
            '@php-wasm/web-5-2$': path.join(__dirname, 'legacyPhpUnavailable.ts'),
          },
        },
        module: {
          rules: [
            ...binaries.map(({source, served}) => ({
              include: source,
              type: 'asset/resource' as const,
              generator: {emit: false, filename: served, publicPath: BASE_URL},
            })),
            {
              // The intl extension and its ICU data, which the examples never load: a URL, no file.
              test: /\.(so|dat)$/,
              include: [webDir, ...PHP_VERSIONS.map(versionPackageDir)],
              type: 'asset/resource' as const,
              generator: {emit: false, filename: `${RUNTIME_DIR}/not-included/[name][ext]`, publicPath: BASE_URL},
            },
          ],
        },
        devServer: {
          static: [...new Set(binaries.map(({source, served}) => `${source}\n${served}`))].map((pair) => {
            const [source, served] = pair.split('\n') as [string, string];
            return {directory: path.dirname(source), publicPath: `${BASE_URL}${path.posix.dirname(served)}/`, watch: false};
          }),
        },
      };
    },
    async postBuild({outDir, baseUrl}) {
      copyBinaries(siteRootDir(outDir, baseUrl), binaries);
    },
  };
}
