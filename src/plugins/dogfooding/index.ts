/**
 * Test pages that prove edge-case behaviours in the real build (the pattern of
 * Docusaurus's own `_dogfooding`): marked noindex and left out of the sitemap.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const DOGFOODING_PATH = '_dogfooding';

export default function dogfoodingPlugin(context: LoadContext): Plugin {
  return {
    name: 'dogfooding',
    async contentLoaded({actions}) {
      actions.addRoute({
        path: `${context.baseUrl}${DOGFOODING_PATH}/crash`,
        component: path.join(__dirname, 'CrashTestPage.tsx'),
        exact: true,
      });
      actions.addRoute({
        path: `${context.baseUrl}${DOGFOODING_PATH}/lazy-load`,
        component: path.join(__dirname, 'LazyLoadTestPage.tsx'),
        exact: true,
      });
    },
  };
}
