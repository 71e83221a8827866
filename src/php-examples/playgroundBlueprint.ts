/**
 * The Blueprint behind "Run in Playground" for a PHP example that needs
 * WordPress (```php run="wordpress" or run="plugin", see marks.ts). A script
 * becomes a page of the site, so what it prints is what Playground shows; a
 * plugin is installed and activated, and Playground opens the page where it
 * shows (the admin pages with a logged-in administrator).
 */
import {attributeValues} from '../blueprints/codeBlocks';
import {landingPage, type PhpRunMode} from './marks';

/** The file a script example is served from: one the site's own files never use. */
export const SCRIPT_FILE = 'playground-example.php';

/** A plugin file name: the block's title (`title="site-notice.php"`), else its Plugin Name header, else `example-plugin.php`. */
export function pluginFileName(code: string, metastring: string | undefined): string {
  const title = attributeValues(metastring, 'title')[0];
  if (title) return title.slice(title.lastIndexOf('/') + 1);
  const name = /^[ \t/*#]*Plugin Name:\s*(.+)$/m.exec(code)?.[1]?.trim();
  const slug = name
    ?.toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${slug || 'example-plugin'}.php`;
}

export function phpExampleBlueprint(code: string, mode: Exclude<PhpRunMode, 'inline'>, metastring: string | undefined): Record<string, unknown> {
  if (mode === 'wordpress') {
    return {
      landingPage: `/${SCRIPT_FILE}`,
      steps: [{step: 'writeFile', path: `/wordpress/${SCRIPT_FILE}`, data: code}],
    };
  }
  const plugin = `/wordpress/wp-content/plugins/${pluginFileName(code, metastring)}`;
  return {
    landingPage: landingPage(metastring),
    login: true,
    steps: [
      {step: 'writeFile', path: plugin, data: code},
      {step: 'activatePlugin', pluginPath: plugin},
    ],
  };
}
