import path from 'node:path';
import {startGithubPagesServer} from './githubPagesServer';

import {ALGOLIA_PORT, PORT} from '../../playwright.config';

const BUILD_DIR = path.resolve(__dirname, '../../build');
const ALGOLIA_BUILD_DIR = path.resolve(__dirname, '../../build-algolia');
const BASE_URL = '/wordpress-playground/';

/**
 * Serves build/ (search on the site's own index) and build-algolia/ (search on
 * Algolia, scripts/build-algolia-variant.ts) for the whole run; returns the
 * teardown Playwright calls at the end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const servers = await Promise.all([
    startGithubPagesServer(BUILD_DIR, BASE_URL, PORT),
    startGithubPagesServer(ALGOLIA_BUILD_DIR, BASE_URL, ALGOLIA_PORT),
  ]);
  return async () => {
    await Promise.all(servers.map((server) => server.close()));
  };
}
