/**
 * The browser's way to Highlighted.tsx: a chunk of its own, which the bundler prefetches when the
 * page is idle and which runs the first time a block must be highlighted here (after an in-app
 * navigation, or for a dark reader). The server bundle takes highlighter.server.ts instead
 * (src/plugins/lean-prism), so the HTML is highlighted as before.
 */
import type {ComponentType} from 'react';
import type {HighlightedProps} from './Highlighted';

type Highlighter = ComponentType<HighlightedProps>;

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

/** The highlighter once it has run, else undefined. */
export const loadedHighlighter = (): Highlighter | undefined => loaded;

export function loadHighlighter(): Promise<Highlighter> {
  loading ??= import(/* webpackPrefetch: true */ './Highlighted').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      // Offline, or a deploy replaced the chunk: the block stays plain text, and a later block tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
