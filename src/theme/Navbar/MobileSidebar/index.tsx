/**
 * Wrapped so that on a phone the closed menu is built after the page has hydrated, in a
 * transition React can pause, instead of inside the blocking render that switches the page
 * to its mobile layout; a tap that opens the menu before then builds it at once.
 */
import React, {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shouldRender, shown} = useNavbarMobileSidebar();
  const [built, setBuilt] = useState(false);
  useEffect(() => {
    if (shouldRender && !built) startTransition(() => setBuilt(true));
  }, [shouldRender, built]);
  return built || shown ? <MobileSidebar {...props} /> : null;
}
