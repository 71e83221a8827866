import path from 'node:path';
import {defineConfig} from 'vitest/config';

export default defineConfig({
  resolve: {
    // Docusaurus's bundler alias, for the docs client module that tests/unit/docsLeanClient.test.ts compares with.
    alias: {'@docusaurus/router': path.resolve(__dirname, 'node_modules/@docusaurus/core/lib/client/exports/router.js')},
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    globalSetup: ['tests/support/scratchDir.ts'],
    environment: 'node',
    server: {deps: {inline: [/@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils/]}},
  },
});
