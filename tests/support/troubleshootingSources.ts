/**
 * Where each message quoted on /troubleshooting comes from, and who met it.
 * tests/unit/troubleshooting.test.ts holds the page to this record: every
 * entry has one, its quote is on the page in both locales, and a message that
 * an installed package produces is still in that package's code.
 */

export type ErrorSource = {
  /** The message as the page quotes it in a code span, identical in both locales. */
  quote: string;
  producedBy:
    | {
        /** An installed npm package whose code holds the message (checked by the test). */
        package: string;
        /** The fixed parts of the quote, where the message has variable parts (a path, a name); the whole quote otherwise. */
        literals?: string[];
      }
    /** A path in WordPress/wordpress-playground, for messages of the website and of remote.html, which npm does not ship. */
    | {upstream: string}
    /**
     * A message of what Playground runs on, not of Playground: PHP, WordPress, Node.js, npm, the
     * WebAssembly engine, SQLite itself, the SQLite Database Integration plugin that translates
     * MySQL queries, or a browser engine.
     */
    | {runtime: Runtime};
  /** Public threads where people met the message or its cause. */
  reported: string[];
  /** Site routes (with anchors) that explain the cause; each links back to the entry. */
  explainedIn: string[];
  /** The page shows a run that `npm run examples:run` makes fail with this message. */
  checkedBy?: 'examples:run';
  /**
   * Where the quote was produced by hand while the entry was written, for a message that no
   * installed package holds: the offline CLI (`@wp-playground/cli` 3.1.56 on PHP 8.3) or Debian's
   * Chromium (156) driven by Playwright.
   */
  reproduced?: 'offline CLI' | 'Chromium';
};

export type Runtime =
  | 'PHP'
  | 'WordPress'
  | 'Node.js'
  | 'npm'
  | 'WebAssembly'
  | 'SQLite'
  | 'SQLite integration'
  | 'Chromium'
  | 'Firefox'
  | 'Safari';

/** The runtimes whose messages each way of reproducing can show. */
export const REPRODUCIBLE_RUNTIMES: Record<NonNullable<ErrorSource['reproduced']>, Runtime[]> = {
  'offline CLI': ['PHP', 'WordPress', 'Node.js', 'npm', 'SQLite', 'SQLite integration'],
  Chromium: ['Chromium'],
};

const CHROMIUM_REPRO = {reproduced: 'Chromium'} as const;
const OFFLINE_CLI = {reproduced: 'offline CLI'} as const;
const issue = (n: number) => `https://github.com/WordPress/wordpress-playground/issues/${n}`;
const pull = (n: number) => `https://github.com/WordPress/wordpress-playground/pull/${n}`;
const WEBSITE = 'packages/playground/website/src';
const REMOTE = 'packages/playground/remote/src/lib';

export const TROUBLESHOOTING_SOURCES: Record<string, ErrorSource> = {
  // The website and saved sites
  'playground-crashed': {
    quote: 'Playground crashed',
    producedBy: {upstream: `${WEBSITE}/components/site-error-modal/get-site-error-view.tsx`},
    reported: ['https://github.com/GlotPress/GlotPress/issues/1904'],
    explainedIn: ['/blueprints/troubleshoot-and-debug#read-the-browser-console'],
  },
  'temporary-playground-loaded': {
    quote: 'Playground does not exist, so we loaded a temporary Playground instead.',
    producedBy: {upstream: `${WEBSITE}/components/missing-site-modal/index.tsx`},
    reported: [],
    explainedIn: ['/web-instance#save-status-and-storage'],
  },
  'in-app-browser': {
    quote: 'WordPress Playground requires features that are not available in in-app browsers.',
    producedBy: {upstream: `${WEBSITE}/components/safari-webview-notice/index.tsx`},
    reported: [],
    explainedIn: ['/developers/limitations#browser-support-and-embedding'],
  },
  'offline-notice': {
    quote: 'Some features may not be available because you are offline.',
    producedBy: {upstream: `${WEBSITE}/components/offline-notice/index.tsx`},
    reported: [],
    explainedIn: ['/developers/limitations#network-access'],
  },
  'github-artifact-expired': {
    quote: 'This GitHub artifact expired',
    producedBy: {upstream: `${WEBSITE}/components/site-error-modal/get-site-error-view.tsx`},
    reported: [],
    explainedIn: ['/developers/apis/query-api'],
  },

  // Browser storage
  'browser-storage-not-available': {
    quote: 'Cannot create a saved Playground because browser storage is not available.',
    producedBy: {upstream: `${WEBSITE}/lib/state/redux/site-management-api-middleware.ts`},
    reported: [],
    explainedIn: ['/developers/limitations#sites-are-temporary'],
  },
  'opfs-not-available': {
    quote: 'OPFS not available: storage API not supported',
    producedBy: {package: '@wp-playground/storage'},
    reported: [],
    explainedIn: ['/developers/apis/javascript-api/mount-data'],
  },
  'local-directory-permissions-expired': {
    quote: 'Local directory permissions expired',
    producedBy: {upstream: `${WEBSITE}/components/site-error-modal/get-site-error-view.tsx`},
    reported: [issue(1746)],
    explainedIn: ['/web-instance#save-status-and-storage'],
  },
  'local-directory-deleted': {
    quote: 'Local directory was deleted',
    producedBy: {upstream: `${WEBSITE}/components/site-error-modal/get-site-error-view.tsx`},
    reported: [],
    explainedIn: ['/web-instance#save-status-and-storage'],
  },
  'local-directory-unavailable': {
    quote: 'The local directory became unavailable',
    producedBy: {upstream: `${WEBSITE}/components/site-error-modal/get-site-error-view.tsx`},
    reported: [issue(3326)],
    explainedIn: ['/web-instance#save-status-and-storage'],
  },

  'opfs-access-handle-locked': {
    quote: 'Access Handles cannot be created if there is another open Access Handle or Writable stream',
    producedBy: {runtime: 'Chromium'},
    reported: ['https://github.com/livestorejs/livestore/issues/244'],
    explainedIn: ['/developers/limitations#sites-are-temporary'],
    ...CHROMIUM_REPRO,
  },
  'directory-picker-missing': {
    quote: 'showDirectoryPicker is not a function',
    producedBy: {runtime: 'Firefox'},
    reported: [issue(3326), 'https://github.com/x8BitRain/webXash/issues/15'],
    explainedIn: ['/developers/limitations#sites-are-temporary'],
  },

  // The Playground CLI
  'cli-unknown-command': {
    quote: 'Unknown command: serve',
    producedBy: {package: 'yargs', literals: ['Unknown command: ']},
    reported: [pull(3040)],
    explainedIn: ['/developers/local-development/wp-playground-cli#commands'],
    checkedBy: 'examples:run',
  },
  'cli-unknown-argument': {
    quote: 'Unknown argument: phpp',
    producedBy: {package: 'yargs', literals: ['Unknown argument: ']},
    reported: [],
    explainedIn: ['/developers/local-development/wp-playground-cli#server-options'],
    checkedBy: 'examples:run',
  },
  'cli-invalid-php-version': {
    quote: 'Argument: php, Given: "7.0", Choices: "8.5", "8.4", "8.3", "8.2", "8.1", "8.0", "7.4", "5.2"',
    producedBy: {package: 'yargs', literals: ['Argument: ', ', Given: ', ', Choices: ']},
    reported: [issue(1621), pull(3127)],
    explainedIn: ['/developers/local-development/wp-playground-cli#php-and-wordpress-versions'],
    checkedBy: 'examples:run',
  },
  'cli-no-command': {
    quote: 'Please specify a command',
    producedBy: {package: '@wp-playground/cli'},
    reported: [],
    explainedIn: ['/developers/local-development/wp-playground-cli#quick-start'],
    checkedBy: 'examples:run',
  },
  'cli-port-in-use': {
    quote: 'Error: listen EADDRINUSE: address already in use :::9400',
    producedBy: {runtime: 'Node.js'},
    reported: [issue(3237), pull(3238), issue(3721)],
    explainedIn: ['/developers/local-development/wp-playground-cli#server-options'],
  },
  'cli-invalid-mount-format': {
    quote: 'Invalid mount format: ./my-plugin.',
    producedBy: {package: '@wp-playground/cli', literals: ['Invalid mount format: ']},
    reported: [],
    explainedIn: ['/developers/local-development/wp-playground-cli#mount-directories'],
    checkedBy: 'examples:run',
  },
  'cli-host-path-missing': {
    quote: 'Host path does not exist: ./my-plugin',
    producedBy: {package: '@wp-playground/cli', literals: ['Host path does not exist: ']},
    reported: [],
    explainedIn: ['/developers/local-development/wp-playground-cli#mount-directories'],
    checkedBy: 'examples:run',
  },
  'cli-blueprint-missing': {
    quote: 'Blueprint file does not exist: /home/me/site/blueprint.json',
    producedBy: {package: '@wp-playground/cli', literals: ['Blueprint file does not exist: ']},
    reported: [],
    explainedIn: ['/developers/local-development/wp-playground-cli#blueprints'],
    checkedBy: 'examples:run',
  },
  'cli-blueprint-extension': {
    quote: 'Unsupported blueprint file extension: .txt. Only .zip and .json files are supported.',
    producedBy: {package: '@wp-playground/cli', literals: ['Unsupported blueprint file extension: ', '. Only .zip and .json files are supported.']},
    reported: [],
    explainedIn: ['/developers/local-development/wp-playground-cli#blueprints'],
  },
  'cli-define-format': {
    quote: 'Invalid constant definition format. Expected pairs of NAME value',
    producedBy: {package: '@wp-playground/cli'},
    reported: [],
    explainedIn: ['/developers/local-development/wp-playground-cli#php-constants'],
    checkedBy: 'examples:run',
  },
  'cli-define-bool': {
    quote: 'Invalid boolean value for constant "WP_DEBUG": "yes". Must be "true", "false", "1", or "0".',
    producedBy: {package: '@wp-playground/cli', literals: ['Invalid boolean value for constant "', '". Must be "true", "false", "1", or "0".']},
    reported: [],
    explainedIn: ['/developers/local-development/wp-playground-cli#php-constants'],
    checkedBy: 'examples:run',
  },
  'cli-worker-count': {
    quote: 'The default worker count has been reduced to 1 because this machine has only 2 CPU(s).',
    producedBy: {package: '@wp-playground/cli', literals: ['The default worker count has been reduced to ', ' because this machine has only ', ' CPU(s).']},
    reported: [],
    explainedIn: ['/developers/local-development/wp-playground-cli#server-options'],
  },

  'cli-node-engine': {
    quote: 'npm warn EBADENGINE Unsupported engine',
    producedBy: {runtime: 'npm'},
    reported: [],
    explainedIn: ['/developers/limitations#node-version'],
    ...OFFLINE_CLI,
  },
  'cli-dirname-not-defined': {
    quote: '__dirname is not defined',
    producedBy: {runtime: 'Node.js'},
    reported: [issue(3095), pull(3094)],
    explainedIn: ['/developers/limitations#node-version'],
  },
  'cli-no-matching-version': {
    quote: 'No matching version found for',
    producedBy: {runtime: 'npm'},
    reported: [issue(4348)],
    explainedIn: ['/developers/limitations#node-version'],
  },
  'cli-bare-error': {
    quote: 'Error:',
    producedBy: {upstream: 'packages/playground/cli/src/run-cli.ts'},
    reported: [issue(3614), pull(3615)],
    explainedIn: ['/developers/local-development/wp-playground-cli#blueprints'],
  },

  // Blueprints
  'blueprint-could-not-be-loaded': {
    quote: 'Blueprint could not be loaded',
    producedBy: {upstream: `${WEBSITE}/components/site-error-modal/get-site-error-view.tsx`},
    reported: [issue(3030)],
    explainedIn: ['/blueprints/using-blueprints'],
  },
  'blueprint-invalid-json': {
    quote: 'Blueprint file at /home/me/site/blueprint.json is not a valid JSON file',
    producedBy: {package: '@wp-playground/cli', literals: ['Blueprint file at ', ' is not a valid JSON file']},
    reported: [pull(1140)],
    explainedIn: ['/blueprints/troubleshoot-and-debug#let-your-editor-check-the-blueprint'],
    checkedBy: 'examples:run',
  },
  'blueprint-schema': {
    quote: 'Invalid Blueprint: The Blueprint does not conform to the schema.',
    producedBy: {package: '@wp-playground/blueprints'},
    reported: [issue(843)],
    explainedIn: ['/blueprints/data-format'],
  },
  'blueprint-unknown-step': {
    quote: 'value of tag "step" must be in oneOf',
    producedBy: {package: '@wp-playground/blueprints'},
    reported: [pull(1140), issue(843)],
    explainedIn: ['/blueprints/troubleshoot-and-debug#common-mistakes'],
    checkedBy: 'examples:run',
  },
  'blueprint-unexpected-property': {
    quote: 'has unexpected property',
    producedBy: {package: '@wp-playground/blueprints'},
    reported: [],
    explainedIn: ['/blueprints/troubleshoot-and-debug#common-mistakes'],
    checkedBy: 'examples:run',
  },
  'blueprint-v2-invalid': {
    quote: 'Invalid Blueprint v2 declaration:',
    producedBy: {package: '@wp-playground/blueprints'},
    reported: [],
    explainedIn: ['/blueprints/v2/troubleshooting#reading-errors'],
    checkedBy: 'examples:run',
  },
  'blueprint-step-failed': {
    quote: 'Error when executing the blueprint step #2:',
    producedBy: {package: '@wp-playground/blueprints', literals: ['Error when executing the blueprint step #']},
    reported: [],
    explainedIn: ['/blueprints/v2/troubleshooting#reading-errors', '/blueprints/troubleshoot-and-debug#log-from-your-own-steps'],
  },
  'plugin-not-activated': {
    quote: 'Plugin my-plugin/my-plugin.php could not be activated.',
    producedBy: {package: '@wp-playground/blueprints', literals: [' could not be activated.']},
    reported: [],
    explainedIn: ['/blueprints/troubleshoot-and-debug#common-mistakes'],
    checkedBy: 'examples:run',
  },
  'theme-not-activated': {
    quote: "Couldn't activate theme no-such-theme.",
    producedBy: {package: '@wp-playground/blueprints', literals: ["Couldn't activate theme "]},
    reported: [],
    explainedIn: ['/blueprints/troubleshoot-and-debug#common-mistakes'],
    checkedBy: 'examples:run',
  },
  'could-not-download': {
    quote: 'Could not download "https://downloads.wordpress.org/plugin/hello-dolly.latest-stable.zip".',
    producedBy: {package: '@wp-playground/blueprints', literals: ['Could not download "']},
    reported: [issue(1349)],
    explainedIn: ['/blueprints/v2/troubleshooting#download-failed'],
    checkedBy: 'examples:run',
  },
  'could-not-unzip': {
    quote: 'Could not unzip file. Error code: 19.',
    producedBy: {package: '@wp-playground/common', literals: ['Could not unzip file. Error code: ']},
    reported: [],
    explainedIn: ['/blueprints/steps/resources'],
    checkedBy: 'examples:run',
  },
  'bundled-resource': {
    quote: 'Failed to read file from blueprint. This Blueprint refers to a resource of type "bundled"',
    producedBy: {package: '@wp-playground/blueprints', literals: ['Failed to read file from blueprint. This Blueprint refers to a resource of type "']},
    reported: [],
    explainedIn: ['/blueprints/bundles#common-errors', '/blueprints/v2/troubleshooting#adjacent-files'],
    checkedBy: 'examples:run',
  },
  'deprecated-option': {
    quote: 'The "pluginZipFile" option of the "installPlugin" step is deprecated. Use "pluginData" instead.',
    producedBy: {package: '@wp-playground/blueprints'},
    reported: ['https://github.com/GlotPress/GlotPress/issues/1904'],
    explainedIn: ['/blueprints/troubleshoot-and-debug#common-mistakes'],
  },
  'php-version-upgraded': {
    quote: 'PHP 7.2 is no longer supported. Automatically upgrading to PHP 7.4.',
    producedBy: {package: '@wp-playground/blueprints', literals: [' is no longer supported. Automatically upgrading to PHP 7.4.']},
    reported: [pull(3127)],
    explainedIn: ['/developers/limitations#php-versions-and-extensions'],
  },

  // Embedding and the JavaScript API
  'invalid-remote-url': {
    quote: 'Expected remote URL to have a path of "/remote.html"',
    producedBy: {package: '@wp-playground/client', literals: ['Expected ', ' URL to have a path of "']},
    reported: [],
    explainedIn: ['/developers/apis/javascript-api/playground-api-client', '/developers/architecture/host-your-own-playground'],
  },
  'service-workers-https': {
    quote: 'may only work on HTTPS and http://localhost/ sites, but the current site is neither.',
    producedBy: {upstream: `${REMOTE}/boot-playground-remote.ts`},
    reported: [],
    explainedIn: ['/developers/architecture/browser-service-workers'],
  },
  'service-workers-unsupported': {
    quote: 'Service workers are not supported in your browser.',
    producedBy: {upstream: `${REMOTE}/boot-playground-remote.ts`},
    reported: [],
    explainedIn: ['/developers/architecture/browser-service-workers'],
  },
  'service-worker-did-not-load': {
    quote: 'The service worker did not load correctly.',
    producedBy: {upstream: `${REMOTE}/boot-playground-remote.ts`},
    reported: [],
    explainedIn: ['/developers/architecture/browser-service-workers#registration-and-updates'],
  },

  'service-worker-sandboxed': {
    quote: "Service worker is disabled because the context is sandboxed and lacks the 'allow-same-origin' flag.",
    producedBy: {runtime: 'Chromium'},
    reported: [],
    explainedIn: ['/developers/limitations#browser-support-and-embedding'],
    ...CHROMIUM_REPRO,
  },
  'chromium-crash-page': {
    quote: 'Aw, Snap!',
    producedBy: {runtime: 'Chromium'},
    reported: [issue(3845), issue(3438), 'https://github.com/WordPress/playground-tools/issues/412', pull(3886)],
    explainedIn: ['/developers/limitations#browser-support-and-embedding'],
  },

  // Networking
  'network-blocked': {
    quote: 'Network blocked this request',
    producedBy: {upstream: `${WEBSITE}/components/site-error-modal/get-site-error-view.tsx`},
    reported: [issue(3030)],
    explainedIn: ['/developers/limitations#network-access'],
  },
  'could-not-serve-request': {
    quote: 'Playground could not serve the request.',
    producedBy: {upstream: `${REMOTE}/wordpress-fetch-network-transport.ts`},
    reported: [issue(1349), issue(1193)],
    explainedIn: ['/developers/limitations#network-access'],
  },
  'fetch-failed': {
    quote: 'Error: fetch failed',
    producedBy: {runtime: 'Node.js'},
    reported: [issue(3030)],
    explainedIn: ['/blueprints/v2/troubleshooting#download-failed'],
  },

  'firewall-interference': {
    quote: 'your network appears to be blocking this request',
    producedBy: {package: '@php-wasm/web-service-worker'},
    reported: [],
    explainedIn: ['/developers/limitations#network-access'],
  },
  'cors-authorization-header': {
    quote: 'Request header field authorization is not allowed by Access-Control-Allow-Headers',
    producedBy: {runtime: 'Chromium'},
    reported: [issue(3559), pull(2007), 'https://github.com/Automattic/remote-data-blocks/pull/182'],
    explainedIn: ['/developers/limitations#network-access'],
    ...CHROMIUM_REPRO,
  },
  'cors-wildcard-credentials': {
    quote: "must not be the wildcard '*' when the request's credentials mode is 'include'",
    producedBy: {runtime: 'Chromium'},
    reported: [],
    explainedIn: ['/developers/limitations#network-access'],
    ...CHROMIUM_REPRO,
  },
  'cors-proxy-request-too-large': {
    quote: 'Request Entity Too Large',
    producedBy: {upstream: 'packages/playground/php-cors-proxy/cors-proxy.php'},
    reported: [],
    explainedIn: ['/developers/limitations#network-access'],
  },

  // PHP and extensions
  'php-exit-code': {
    quote: 'PHP.run() failed with exit code 255.',
    producedBy: {package: '@php-wasm/universal', literals: ['failed with exit code ']},
    reported: [],
    explainedIn: ['/blueprints/troubleshoot-and-debug#log-from-your-own-steps'],
    checkedBy: 'examples:run',
  },
  'php-memory': {
    quote: 'Allowed memory size of 268435456 bytes exhausted',
    producedBy: {runtime: 'PHP'},
    reported: ['https://github.com/Automattic/studio/pull/3936'],
    explainedIn: ['/developers/limitations#performance'],
    checkedBy: 'examples:run',
  },
  'critical-error': {
    quote: 'There has been a critical error on this website.',
    producedBy: {runtime: 'WordPress'},
    reported: ['https://github.com/wpbones/WPBones/issues/49'],
    explainedIn: ['/developers/limitations#email-is-not-delivered', '/web-instance#logs'],
  },
  'undefined-wordpress-function': {
    quote: 'Call to undefined function update_option()',
    producedBy: {runtime: 'PHP'},
    reported: [issue(2270), issue(2686)],
    explainedIn: ['/developers/limitations#running-wordpress-code-from-a-step'],
    checkedBy: 'examples:run',
  },
  'redis-jspi': {
    quote: 'The Redis extension requires JSPI (JavaScript Promise Integration) support.',
    producedBy: {upstream: 'packages/php-wasm/node-builds/8-3/src/index.ts'},
    reported: [],
    explainedIn: ['/developers/local-development/wp-playground-cli#extensions-and-tools'],
  },

  'extension-not-compiled': {
    quote: 'Call to undefined function socket_create()',
    producedBy: {runtime: 'PHP'},
    reported: [],
    explainedIn: ['/developers/limitations#php-versions-and-extensions'],
    ...OFFLINE_CLI,
  },
  'wasm-memory-out-of-bounds': {
    quote: 'RuntimeError: memory access out of bounds',
    producedBy: {runtime: 'WebAssembly'},
    reported: [issue(2166), issue(1332), issue(816)],
    explainedIn: ['/developers/limitations#performance'],
  },
  'wasm-out-of-memory': {
    quote: 'Out of memory: Cannot allocate Wasm memory for new instance',
    producedBy: {runtime: 'WebAssembly'},
    reported: [issue(598)],
    explainedIn: ['/developers/limitations#performance'],
  },

  // The database
  'sqlite-query-not-supported': {
    quote: 'MySQL query not supported. Cause:',
    producedBy: {runtime: 'SQLite integration'},
    reported: [],
    explainedIn: ['/developers/limitations#the-database-is-sqlite'],
    ...OFFLINE_CLI,
  },
  'sqlite-syntax-error': {
    quote: 'SQLSTATE[HY000]: General error: 1 near "SEPARATOR": syntax error',
    producedBy: {runtime: 'SQLite'},
    reported: [],
    explainedIn: ['/developers/limitations#the-database-is-sqlite'],
    ...OFFLINE_CLI,
  },
  'sqlite-no-such-function': {
    quote: 'SQLSTATE[HY000]: General error: 1 no such function: CONVERT_TZ',
    producedBy: {runtime: 'SQLite'},
    reported: [],
    explainedIn: ['/developers/limitations#the-database-is-sqlite'],
    ...OFFLINE_CLI,
  },
  'sqlite-table-missing': {
    quote: "Base table or view not found: 1146 Table 'wp_my_table' doesn't exist",
    producedBy: {runtime: 'SQLite integration'},
    reported: [],
    explainedIn: ['/developers/limitations#the-database-is-sqlite'],
    ...OFFLINE_CLI,
  },
  'sqlite-unique-constraint': {
    quote: 'UNIQUE constraint failed: wp_options.option_name',
    producedBy: {runtime: 'SQLite'},
    reported: [],
    explainedIn: ['/developers/limitations#the-database-is-sqlite'],
    ...OFFLINE_CLI,
  },
  'mysql-connection-error': {
    quote: 'Error connecting to the MySQL database.',
    producedBy: {package: '@wp-playground/wordpress'},
    reported: [],
    explainedIn: ['/developers/limitations#the-database-is-sqlite'],
    ...OFFLINE_CLI,
  },
  'sqlite-connection-error': {
    quote: 'Error connecting to the SQLite database.',
    producedBy: {package: '@wp-playground/wordpress'},
    reported: [],
    explainedIn: ['/developers/limitations#the-database-is-sqlite'],
  },
  'mysql-extension-missing': {
    quote: 'Your PHP installation appears to be missing the MySQL extension which is required by WordPress.',
    producedBy: {runtime: 'WordPress'},
    reported: [issue(3571)],
    explainedIn: ['/developers/limitations#the-database-is-sqlite'],
  },

  // Imports
  'import-keeps-default-site': {
    quote: 'Hello world!',
    producedBy: {runtime: 'WordPress'},
    reported: [issue(3963)],
    explainedIn: ['/developers/limitations#the-database-is-sqlite'],
  },
  'wxr-media-failed': {
    quote: 'Failed to import Media',
    producedBy: {runtime: 'WordPress'},
    reported: [issue(1525), 'https://github.com/poststatus/wptest/issues/55', pull(3878)],
    explainedIn: ['/developers/limitations#network-access'],
  },
  'cors-proxy-response-too-large': {
    quote: 'Response Too Large',
    producedBy: {upstream: 'packages/playground/php-cors-proxy/cors-proxy.php'},
    reported: [],
    explainedIn: ['/developers/limitations#network-access'],
  },
};
