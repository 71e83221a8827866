/**
 * The second build `npm test` checks: the Japanese site with search on Algolia
 * DocSearch (E2E_ALGOLIA_ENV), into build-algolia/. The browser tests of that
 * path (tests/e2e/search-algolia.spec.ts) answer its calls from fixtures.
 */
import {spawnSync} from 'node:child_process';
import {E2E_ALGOLIA_ENV} from '../src/config/search';

const result = spawnSync('npx', ['docusaurus', 'build', '--locale', 'ja', '--out-dir', 'build-algolia'], {
  stdio: 'inherit',
  env: {...process.env, ...E2E_ALGOLIA_ENV},
});
process.exit(result.status ?? 1);
