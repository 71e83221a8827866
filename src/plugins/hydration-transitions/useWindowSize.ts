/**
 * @docusaurus/theme-common/lib/hooks/useWindowSize.js with one change: the first size after
 * hydration is set in a transition (see browserContext.tsx). On a phone it swaps the desktop sidebar
 * and table of contents for the mobile ones, a re-render that ran in the same task as the other
 * updates that follow hydration.
 */
import {startTransition, useEffect, useState} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const windowSizes = {desktop: 'desktop', mobile: 'mobile', ssr: 'ssr'} as const;
type WindowSize = keyof typeof windowSizes;

// The same breakpoint as Infima's CSS, as in the original.
const DesktopBreakpoint = 996;

function getWindowSize(desktopBreakpoint: number): WindowSize {
  if (!ExecutionEnvironment.canUseDOM) {
    throw new Error('getWindowSize() should only be called after React hydration');
  }
  return window.innerWidth > desktopBreakpoint ? windowSizes.desktop : windowSizes.mobile;
}

/** 'ssr' while hydrating (the server's HTML has no size), then the window's size, kept up to date. */
export function useWindowSize({desktopBreakpoint = DesktopBreakpoint}: {desktopBreakpoint?: number} = {}): WindowSize {
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    function updateWindowSize() {
      setWindowSize(getWindowSize(desktopBreakpoint));
    }
    startTransition(updateWindowSize);
    window.addEventListener('resize', updateWindowSize);
    return () => window.removeEventListener('resize', updateWindowSize);
  }, [desktopBreakpoint]);
  return windowSize;
}
