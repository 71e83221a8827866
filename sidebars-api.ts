import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {apiSidebar} from './src/utils/apiSidebar';

/** The sidebar of the `api` docs instance (the API reference at /api). */
const sidebars: SidebarsConfig = {apiSidebar: apiSidebar()};

export default sidebars;
