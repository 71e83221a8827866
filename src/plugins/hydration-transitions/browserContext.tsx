/**
 * @docusaurus/core/lib/client/browserContext.js with one change: `isBrowser` turns true in a
 * transition. Every `useIsBrowser()` reader (sidebar categories, tabs, the colour mode, themed
 * images…) re-renders then, and as an ordinary update that re-render ran in one task right after
 * hydration, together with the search for those readers through the whole page: 30–40 ms of one
 * task on a fast CPU, 200 ms on a phone 6× slower. In a transition React renders it in slices and
 * yields between them.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';

export const Context = React.createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
