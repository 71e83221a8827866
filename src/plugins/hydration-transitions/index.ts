/**
 * The updates that follow hydration render in a transition, in slices, rather than in one long task:
 * `useIsBrowser()` turning true and the first window size (each file says why). Module replacements
 * that fail the build if Docusaurus moves the files they replace.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {replacementConfig} from '../moduleReplacement';

export const BROWSER_CONTEXT = /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/;
export const USE_WINDOW_SIZE = /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/;

export default function hydrationTransitionsPlugin(): Plugin {
  return {
    name: 'hydration-transitions',
    configureWebpack(_config, isServer, utils) {
      // The server renders once and runs no effects: only the browser's bundle changes.
      if (isServer) return {};
      return replacementConfig(utils, [
        {
          kind: 'module',
          owner: 'hydration-transitions',
          test: BROWSER_CONTEXT,
          replacement: path.join(__dirname, 'browserContext.tsx'),
          dependsOn: '@docusaurus/core/lib/client/browserContext.js',
        },
        {
          kind: 'module',
          owner: 'hydration-transitions',
          test: USE_WINDOW_SIZE,
          replacement: path.join(__dirname, 'useWindowSize.ts'),
          dependsOn: '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
        },
      ]);
    },
  };
}
