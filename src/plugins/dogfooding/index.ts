/**
 * Test pages that prove edge-case behaviours in the real build (the pattern of
 * Docusaurus's own `_dogfooding`): marked noindex and left out of the sitemap.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const DOGFOODING_PATH = '_dogfooding';

/** Route slug -> page component in this folder. */
const PAGES: Record<string, string> = {
  crash: 'CrashTestPage.tsx',
  'layout-crash': 'LayoutCrashTestPage.tsx',
  'lazy-load': 'LazyLoadTestPage.tsx',
};

export default function dogfoodingPlugin(context: LoadContext): Plugin {
  return {
    name: 'dogfooding',
    async contentLoaded({actions}) {
      for (const [slug, component] of Object.entries(PAGES)) {
        actions.addRoute({
          path: `${context.baseUrl}${DOGFOODING_PATH}/${slug}`,
          component: path.join(__dirname, component),
          exact: true,
        });
      }
    },
  };
}
