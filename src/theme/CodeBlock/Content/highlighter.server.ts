/** The server bundle's highlighter.ts (src/plugins/lean-prism): highlighted at once, so every page's HTML carries its tokens. */
import Highlighted from './Highlighted';

export const loadedHighlighter = () => Highlighted;
export const loadHighlighter = () => Promise.resolve(Highlighted);
