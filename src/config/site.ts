/**
 * Values that the site config, the theme code and the tests all need.
 * Defined once here so that a change cannot leave one of them behind.
 */

export const SITE_URL = 'https://wordpress.github.io';
export const BASE_URL = '/wordpress-playground/';
/** WordPress Playground's own repository: the navbar link, issue reports. */
export const REPOSITORY_URL = 'https://github.com/WordPress/wordpress-playground';

/** This site's own source, where "Edit this page" leads (overridable, see docsRepository). */
export const DOCS_REPOSITORY_URL = 'https://github.com/WordPress/wordpress-playground-docs-ja';
export const DOCS_REPOSITORY_BRANCH = 'main';

/**
 * The repository and branch that edit links open. A fork sets DOCS_REPOSITORY_URL
 * (and DOCS_REPOSITORY_BRANCH); on GitHub Actions the repository being built is
 * used by itself. A function, not a constant: browser code imports this module
 * and has no `process`.
 */
export function docsRepository(env: Record<string, string | undefined> = process.env): {url: string; branch: string} {
  const fromActions =
    env.GITHUB_REPOSITORY && `${env.GITHUB_SERVER_URL ?? 'https://github.com'}/${env.GITHUB_REPOSITORY}`;
  return {
    url: (env.DOCS_REPOSITORY_URL || fromActions || DOCS_REPOSITORY_URL).replace(/\/+$/, ''),
    branch: env.DOCS_REPOSITORY_BRANCH || DOCS_REPOSITORY_BRANCH,
  };
}
export const PLAYGROUND_URL = 'https://playground.wordpress.net/';

/** Where the API reference plugin writes its Markdown (git-ignored), relative to the site; the `api` docs instance serves it. */
export const API_DOCS_DIR = 'generated/api';

/** The product is the Japanese build; `npm start` and the test build use it. */
export const PRODUCT_LOCALE = 'ja';

/** Local-storage key of the colour-mode choice (spec §9: plain `theme`). */
export const THEME_STORAGE_KEY = 'theme';

/** Bump the id whenever the announcement text changes, so readers who closed the old one see the new one. */
export const ANNOUNCEMENT_BAR_ID = 'docs-ja-2026-11';

/** Spec §9: loading indicator and route progress bar delay, desktop breakpoint. */
export const LOADING_DELAY_MS = 200;
export const DESKTOP_BREAKPOINT_PX = 996;
