import path from 'node:path';
import {startGithubPagesServer} from './githubPagesServer';

const BUILD_DIR = path.resolve(__dirname, '../../build');
const BASE_URL = '/wordpress-playground/';
const PORT = Number(process.env.E2E_PORT ?? 4173);

/** Serves build/ for the whole run; returns the teardown Playwright calls at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startGithubPagesServer(BUILD_DIR, BASE_URL, PORT);
  process.env.E2E_ORIGIN = server.url;
  return server.close;
}
