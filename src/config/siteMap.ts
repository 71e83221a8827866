/**
 * The site map of SITE-MAP.md as data: the three sidebars with every planned
 * page, in reading order. sidebars.ts prunes it to the pages that exist;
 * the redirects and the tests read it too.
 */
import type {PlannedItem} from '../utils/sidebarPlan';

const mainSidebar: PlannedItem[] = [
  {
    label: 'Documentation',
    key: 'main-documentation',
    index: 'index',
    collapsed: false,
    items: [
      'quick-start-guide',
      'web-instance',
      'troubleshooting',
      {
        label: 'About Playground',
        key: 'main-about',
        index: 'about/index',
        items: ['about/build', 'about/test', 'about/launch'],
      },
      {
        label: 'Guides',
        key: 'main-guides',
        index: 'guides/index',
        items: [
          'guides/playground-for-everyone',
          'guides/for-plugin-developers',
          'guides/for-theme-developers',
          'guides/phpunit-testing',
          'guides/e2e-testing-with-playwright',
          'guides/github-action-pr-preview',
          'guides/providing-content-for-your-demo',
          'guides/import-content-with-blueprints',
          'guides/move-to-a-host',
          'guides/programmatic-playground-cli',
          'guides/static-site-generator',
          'guides/php-code-snippets',
          'guides/php-frameworks',
          'guides/wordpress-native-ios-app',
          'guides/agent-skill-wp-playground',
          'guides/ai-assistants-mcp',
        ],
      },
      {
        label: 'Contributing',
        key: 'main-contributing',
        index: 'contributing/index',
        items: [
          'contributing/code',
          'contributing/coding-standards',
          'contributing/contributor-day',
          'contributing/contributor-badge',
          'contributing/table-lead-guide',
          'contributing/documentation',
          'contributing/github-ui',
          'contributing/translations',
          'contributing/translation-status',
          'contributing/releases',
        ],
      },
      'resources',
      'changelog',
    ],
  },
];

const blueprintsSidebar: PlannedItem[] = [
  {
    label: 'Blueprints',
    key: 'blueprints-hub',
    index: 'blueprints/index',
    collapsed: false,
    items: [
      'blueprints/getting-started',
      {
        label: 'Tutorial',
        key: 'blueprints-tutorial',
        index: 'blueprints/tutorial/index',
        items: [
          'blueprints/tutorial/what-are-blueprints-what-you-can-do-with-them',
          'blueprints/tutorial/how-to-load-run-blueprints',
          'blueprints/tutorial/build-your-first-blueprint',
        ],
      },
      'blueprints/data-format',
      'blueprints/using-blueprints',
      {
        label: 'Steps',
        key: 'blueprints-steps',
        index: 'blueprints/steps/index',
        items: [
          'blueprints/steps/resources',
          'blueprints/steps/shorthands',
          'blueprints/steps/api-consistency',
        ],
      },
      'blueprints/bundles',
      'blueprints/examples',
      'blueprints/troubleshoot-and-debug',
      {
        label: 'Blueprints v2',
        key: 'blueprints-v2',
        index: 'blueprints/v2/index',
        items: [
          'blueprints/v2/get-started',
          'blueprints/v2/how-it-works',
          'blueprints/v2/run',
          'blueprints/v2/data-references',
          'blueprints/v2/apply-to-existing-site',
          'blueprints/v2/security',
          'blueprints/v2/migrate-from-v1',
          'blueprints/v2/troubleshooting',
          'blueprints/v2/reference',
          {
            label: 'Tutorials',
            key: 'blueprints-v2-tutorials',
            index: 'blueprints/v2/tutorials/index',
            items: [
              'blueprints/v2/tutorials/plugin-preview',
              'blueprints/v2/tutorials/theme-demo',
              'blueprints/v2/tutorials/bug-reproduction',
            ],
          },
        ],
      },
    ],
  },
];

export const ARCHITECTURE_PAGES = [
  'wasm-php-overview',
  'wasm-php-compiling',
  'wasm-php-javascript-module',
  'php-wasm-packages',
  'isomorphic-packages',
  'wasm-php-filesystem',
  'wasm-asyncify',
  'browser-concepts',
  'browser-tab-orchestrates-execution',
  'browser-iframe-rendering',
  'browser-php-worker-threads',
  'browser-service-workers',
  'browser-scopes',
  'browser-cross-process-communication',
  'wordpress',
  'wordpress-database',
  'browser-wordpress',
  'host-your-own-playground',
];

const developersSidebar: PlannedItem[] = [
  {
    label: 'Developers',
    key: 'developers-hub',
    index: 'developers/index',
    collapsed: false,
    items: [
      'developers/build-your-first-app',
      {
        label: 'Local Development',
        key: 'developers-local-development',
        index: 'developers/local-development/index',
        items: [
          'developers/local-development/wp-playground-cli',
          'developers/local-development/cli-reference',
          'developers/local-development/vscode-extension',
          'developers/local-development/php-wasm-node',
          'developers/local-development/wp-now',
        ],
      },
      {
        label: 'Xdebug',
        key: 'developers-xdebug',
        index: 'developers/xdebug/index',
        items: ['developers/xdebug/getting-started', 'developers/xdebug/trace-and-profile'],
      },
      {
        label: 'Playground APIs',
        key: 'developers-apis',
        index: 'developers/apis/index',
        items: [
          'developers/apis/query-api',
          'developers/apis/sites-api',
          {
            label: 'JavaScript API',
            key: 'developers-javascript-api',
            index: 'developers/apis/javascript-api/index',
            items: [
              'developers/apis/javascript-api/playground-api-client',
              'developers/apis/javascript-api/html-vs-remote-html',
              'developers/apis/javascript-api/blueprint-json-in-api-client',
              'developers/apis/javascript-api/blueprint-functions-in-api-client',
              'developers/apis/javascript-api/mount-data',
              'developers/apis/javascript-api/php-extensions',
              'developers/apis/javascript-api/build-php-extensions',
              'developers/apis/javascript-api/php-extension-dependencies',
            ],
          },
        ],
      },
      {
        label: 'Architecture',
        key: 'developers-architecture',
        index: 'developers/architecture/index',
        items: ARCHITECTURE_PAGES.map((slug) => `developers/architecture/${slug}`),
      },
      'developers/limitations',
    ],
  },
];

export const PLANNED_SIDEBARS = {mainSidebar, blueprintsSidebar, developersSidebar};

/** Doc ids of a list of planned items, category index pages included, in reading order. */
export function plannedDocIds(items: PlannedItem[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'string' ? [item] : [...(item.index ? [item.index] : []), ...plannedDocIds(item.items)],
  );
}

/** Doc ids of every page of the site map. */
export const PLANNED_DOC_IDS: string[] = Object.values(PLANNED_SIDEBARS).flatMap(plannedDocIds);
