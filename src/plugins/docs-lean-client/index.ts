/**
 * The docs plugin's client lookups without the browser's collator (docsClientUtils.ts says why).
 * The module replacement fails the build if Docusaurus moves the file it replaces.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replacementConfig} from '../moduleReplacement';

/** The module replaced, as the bundler resolves it. */
export const DOCS_CLIENT_UTILS = /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/;
export const LEAN_DOCS_CLIENT_UTILS = path.join(__dirname, 'docsClientUtils.ts');

export default function docsLeanClientPlugin(): Plugin {
  return {
    name: 'docs-lean-client',
    configureWebpack(_config, _isServer, utils) {
      return replacementConfig(utils, [
        {
          kind: 'module',
          owner: 'docs-lean-client',
          test: DOCS_CLIENT_UTILS,
          replacement: LEAN_DOCS_CLIENT_UTILS,
          dependsOn: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
        },
      ]);
    },
  };
}
