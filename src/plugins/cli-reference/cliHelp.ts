/**
 * What the installed Playground CLI says about itself: its commands and every
 * option of each, read from its own `--help` output. The CLI reference page is
 * generated from this, so it follows the installed version of
 * @wp-playground/cli instead of drifting from it.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type CliOption = {
  /** `--port`, as typed. */
  flag: string;
  description: string;
  /** `boolean`, `string`, `number`, `array`, or none when the CLI does not say. */
  type?: string;
  /** The allowed values, quoted as the CLI prints them (`"8.3"`). */
  choices?: string[];
  /** The default, as the CLI prints it; `CURRENT_DIRECTORY` when it is the directory the CLI runs in. */
  default?: string;
  /** The CLI's note when the option is deprecated. */
  deprecated?: string;
};

export type CliCommand = {name: string; description: string; options: CliOption[]};

export type CliHelp = {version: string; commands: CliCommand[]};

/** Stands for a default that is the directory the CLI was started in. */
export const CURRENT_DIRECTORY = '<current directory>';

/** Options every yargs program has; they say nothing about Playground. */
const GENERIC_OPTIONS = new Set(['--help', '--version']);

/** The attributes yargs prints after a description: `[boolean] [default: false]`. */
function parseAttributes(text: string, cwd: string): Omit<CliOption, 'flag' | 'description'> {
  const option: Omit<CliOption, 'flag' | 'description'> = {};
  for (const [, group] of text.matchAll(/\[([^\[\]]*)\]/g)) {
    const [key, ...rest] = group!.split(': ');
    const value = rest.join(': ');
    if (!value) {
      if (['boolean', 'string', 'number', 'array', 'count'].includes(key!)) option.type = key;
    } else if (key === 'choices') option.choices = value.split(', ');
    else if (key === 'default') option.default = value === JSON.stringify(cwd) ? CURRENT_DIRECTORY : value;
    else if (key === 'deprecated') option.deprecated = value;
  }
  return option;
}

/**
 * The options of one command's `--help` text. Each option starts a line with
 * `  --name`; its description starts at a fixed column and may continue on
 * following lines; yargs appends the attributes after two spaces.
 */
export function parseOptions(helpText: string, cwd: string): CliOption[] {
  const lines = helpText.split('\n');
  const start = lines.findIndex((line) => line.trim() === 'Options:');
  if (start < 0) return [];
  const options: {flag: string; text: string}[] = [];
  for (const line of lines.slice(start + 1)) {
    const opening = /^  (--[\w-]+)\s+(.*)$/.exec(line);
    if (opening) options.push({flag: opening[1]!, text: opening[2]!});
    else if (/^\s{4,}\S/.test(line) && options.length > 0) options.at(-1)!.text += ` ${line.trim()}`;
    else if (line.trim() && !line.startsWith(' ')) break;
  }
  return options
    .filter(({flag}) => !GENERIC_OPTIONS.has(flag))
    .map(({flag, text}) => {
      const split = text.search(/ {2}\[[^\]]*\](\s+\[[^\]]*\])*\s*$/);
      const description = (split >= 0 ? text.slice(0, split) : text).replace(/\s+/g, ' ').trim();
      return {flag, description, ...(split >= 0 ? parseAttributes(text.slice(split), cwd) : {})};
    });
}

/** The description yargs prints between the usage line and the first section of a command's help. */
export function parseCommandDescription(helpText: string): string {
  const lines = helpText.split('\n');
  const body: string[] = [];
  for (const line of lines.slice(1)) {
    if (/^(Options|Examples|Commands):$/.test(line.trim())) break;
    body.push(line.trim());
  }
  return body.join(' ').replace(/\s+/g, ' ').trim();
}

/** The commands listed by the top-level `--help`: `  wp-playground.js start   Start a local…`. */
export function parseCommands(helpText: string): {name: string; summary: string}[] {
  const lines = helpText.split('\n');
  const start = lines.findIndex((line) => line.trim() === 'Commands:');
  const commands: {name: string; summary: string}[] = [];
  for (const line of lines.slice(start + 1)) {
    const match = /^ {2}\S+ (\S+)\s{2,}(.*)$/.exec(line);
    if (!match) break;
    commands.push({name: match[1]!, summary: match[2]!.trim()});
  }
  return commands;
}

/** The CLI entry point of the installed @wp-playground/cli. */
export function cliEntry(siteDir: string): string {
  const packageDir = path.join(siteDir, 'node_modules/@wp-playground/cli');
  const bin = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')).bin as Record<string, string>;
  return path.join(packageDir, Object.values(bin)[0]!);
}

/** Runs the installed CLI with `--help` for itself and for each command, and reads the answers. */
export function readCliHelp(siteDir: string): CliHelp {
  const entry = cliEntry(siteDir);
  const version = JSON.parse(fs.readFileSync(path.join(path.dirname(entry), 'package.json'), 'utf8')).version as string;
  // A directory of its own, so that a default derived from it can be told apart.
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-help-'));
  try {
    const help = (args: string[]) =>
      execFileSync(process.execPath, [entry, ...args], {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000});
    const listed = parseCommands(help(['--help']));
    if (listed.length === 0) throw new Error(`cli-reference: no commands found in the --help of ${entry}`);
    const commands = listed.map(({name}) => {
      const text = help([name, '--help']);
      return {name, description: parseCommandDescription(text), options: parseOptions(text, fs.realpathSync(cwd))};
    });
    return {version, commands};
  } finally {
    fs.rmSync(cwd, {recursive: true, force: true});
  }
}
