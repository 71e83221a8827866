/**
 * Client module of the API reference. Its long pages lay out each part only near the screen
 * (`content-visibility: auto`, src/rehype/apiSections.ts), so a jump to a heading far down first
 * lands where the parts' stand-in sizes put it; the parts around it then take their real sizes and
 * push it away. After each jump to an anchor, this scrolls the heading back into view until it stays
 * there, and stops as soon as the reader scrolls, types or touches the page.
 */
import type {ClientModule} from '@docusaurus/types';

/** Frames to wait for the parts around the heading to settle; a few are enough in practice. */
const MAX_FRAMES = 30;

/** What the reader does to take over the scrolling. */
const READER_INPUT = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

let stopCurrent: (() => void) | undefined;

function keepInView(id: string): void {
  stopCurrent?.();
  const target = document.getElementById(id);
  if (!target?.closest('.api-section')) return;
  let frames = 0;
  let stillFrames = 0;
  let request = 0;
  const stop = () => {
    cancelAnimationFrame(request);
    for (const type of READER_INPUT) window.removeEventListener(type, stop, true);
    stopCurrent = undefined;
  };
  const step = () => {
    const before = target.getBoundingClientRect().top;
    target.scrollIntoView();
    // Settled once a scroll no longer moves the heading for two frames in a row.
    stillFrames = Math.abs(target.getBoundingClientRect().top - before) < 1 ? stillFrames + 1 : 0;
    frames += 1;
    if (stillFrames >= 2 || frames >= MAX_FRAMES) stop();
    else request = requestAnimationFrame(step);
  };
  for (const type of READER_INPUT) window.addEventListener(type, stop, {capture: true, passive: true});
  stopCurrent = stop;
  request = requestAnimationFrame(step);
}

function anchorOf(hash: string): string | undefined {
  if (hash.length < 2) return undefined;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    // A malformed address (`#%E3`) names no heading.
    return undefined;
  }
}

const module: ClientModule = {
  onRouteDidUpdate({location}) {
    const id = anchorOf(location.hash);
    if (id) keepInView(id);
  },
};

if (typeof window !== 'undefined') {
  // A click on a link to a heading of the same page.
  window.addEventListener('hashchange', () => {
    const id = anchorOf(window.location.hash);
    if (id) keepInView(id);
  });
}

export default module;
