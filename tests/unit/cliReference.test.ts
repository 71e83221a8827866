/**
 * The CLI reference is generated from the installed @wp-playground/cli's own
 * `--help`. These tests read that help for real: a command or option a future
 * version adds (or a description it changes) has no Japanese text yet and fails
 * here, and the page must show every option of every command.
 */
import {describe, expect, it} from 'vitest';
import path from 'node:path';
import {CURRENT_DIRECTORY, parseCommandDescription, parseCommands, parseOptions, readCliHelp} from '../../src/plugins/cli-reference/cliHelp';
import {renderCliReferencePage, untranslatedCliTexts, unusedCliTranslations} from '../../src/plugins/cli-reference/renderCliReference';

const SITE_DIR = path.resolve(__dirname, '../..');
const help = readCliHelp(SITE_DIR);

describe('reading the CLI\'s help', () => {
  it('parses options with wrapped descriptions, choices, defaults and deprecation notes', () => {
    const text = [
      'wp-playground.js server',
      '',
      'Start a local server',
      '',
      'Options:',
      '  --help        Show help  [boolean]',
      '  --path        Project directory.  [string] [default: "/home/me/site"]',
      '  --php         PHP version.  [string] [choices: "8.4", "8.3"] [default: "8.3"]',
      '  --follow      Follow links.',
      '                Warning: this exposes files.  [boolean] [default: false]',
      '  --old         Deprecated.  [deprecated: Use --new instead.] [number]',
      '  --plain       No attributes at all',
    ].join('\n');
    expect(parseCommandDescription(text)).toBe('Start a local server');
    expect(parseOptions(text, '/home/me/site')).toEqual([
      {flag: '--path', description: 'Project directory.', type: 'string', default: CURRENT_DIRECTORY},
      {flag: '--php', description: 'PHP version.', type: 'string', choices: ['"8.4"', '"8.3"'], default: '"8.3"'},
      {flag: '--follow', description: 'Follow links. Warning: this exposes files.', type: 'boolean', default: 'false'},
      {flag: '--old', description: 'Deprecated.', deprecated: 'Use --new instead.', type: 'number'},
      {flag: '--plain', description: 'No attributes at all'},
    ]);
    expect(parseCommands('Commands:\n  wp-playground.js start   Start it\n  wp-playground.js php     Run PHP\n\nOptions:')).toEqual([
      {name: 'start', summary: 'Start it'},
      {name: 'php', summary: 'Run PHP'},
    ]);
  });

  it(`finds the commands and options of the installed CLI (${help.version})`, () => {
    expect(help.commands.map((c) => c.name)).toEqual(expect.arrayContaining(['start', 'server', 'run-blueprint', 'build-snapshot', 'php']));
    const server = help.commands.find((c) => c.name === 'server')!;
    expect(server.options.length).toBeGreaterThanOrEqual(25);
    expect(server.options.map((o) => o.flag)).toEqual(expect.arrayContaining(['--port', '--blueprint', '--mount', '--php', '--wp', '--login']));
    for (const command of help.commands) {
      expect(command.description, command.name).not.toBe('');
      for (const option of command.options) expect(option.description, `${command.name} ${option.flag}`).not.toBe('');
    }
  });
});

describe('the CLI reference page', () => {
  it('has Japanese for every description the installed CLI prints, and nothing left over', () => {
    expect(untranslatedCliTexts(help)).toEqual([]);
    expect(unusedCliTranslations(help)).toEqual([]);
  });

  for (const locale of ['en', 'ja'] as const) {
    it(`${locale}: names every command and every option of each`, () => {
      const page = renderCliReferencePage(help, locale);
      for (const command of help.commands) {
        expect(page, command.name).toContain(`## ${command.name} {#${command.name}}`);
        for (const option of command.options) expect(page, `${command.name} ${option.flag}`).toContain(`| \`${option.flag}\` |`);
      }
      // What a command lacks compared with server is said in its section.
      const runBlueprint = page.slice(page.indexOf('## run-blueprint'), page.indexOf('## build-snapshot'));
      expect(runBlueprint).toContain('`--port`');
      expect(page).toContain(`generated_from: "@wp-playground/cli@${help.version}"`);
      // A deprecated option says so once, even when the CLI's own description starts with "Deprecated.".
      const deprecatedRows = page.split('\n').filter((line) => /Deprecated|非推奨/.test(line));
      expect(deprecatedRows.length).toBeGreaterThan(0);
      for (const row of deprecatedRows) expect(row.match(/Deprecated|非推奨/g), row).toHaveLength(1);
      // An address in the CLI's prose is code: as a bare URL, Markdown would link `http://127.0.0.1:<port>` and break the build.
      expect(page.replace(/`[^`\n]*`/g, '')).not.toMatch(/https?:\/\//);
    });
  }
});
