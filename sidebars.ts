import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {PLANNED_SIDEBARS} from './src/config/siteMap';
import {pruneToWritten} from './src/utils/sidebarPlan';

/**
 * The sidebars of the site map (src/config/siteMap.ts), keeping only pages that
 * are written; a planned page appears by itself once its file lands.
 * Category labels are translated in i18n/<locale>/docusaurus-plugin-content-docs/current.json.
 */
const sidebars: SidebarsConfig = {
  ...Object.fromEntries(
    Object.entries(PLANNED_SIDEBARS)
      .map(([id, items]) => [id, pruneToWritten(items)] as const)
      .filter(([, items]) => items.length > 0),
  ),
};

export default sidebars;
