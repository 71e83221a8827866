/**
 * Docusaurus's route registry (`.docusaurus/registry.js`, inside main.js on
 * every page) gives each page chunk three things: its loader, its module path
 * and its webpack id. The module path is only read during server rendering
 * (react-loadable reports it to collect the chunks a page needs); in the
 * browser it is 530 strings (33 KB, 5 KB gzip) that nothing reads. This
 * plugin empties them in the browser bundle only (registryLoader.cjs).
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanRouteRegistryPlugin(): Plugin {
  return {
    name: 'lean-route-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [{loader: path.join(__dirname, 'registryLoader.cjs')}]}],
        },
      };
    },
  };
}
