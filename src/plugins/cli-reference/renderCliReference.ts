/**
 * The Playground CLI reference page, in English and Japanese, from what the
 * installed CLI says about itself (cliHelp.ts). English shows the CLI's own
 * descriptions; ja.json translates each of them, keyed by the English text, so
 * a description the CLI changes or adds shows up as untranslated in the tests.
 */
import type {CliCommand, CliHelp, CliOption} from './cliHelp';
import {CURRENT_DIRECTORY} from './cliHelp';
import {cell, generatedFrontMatter} from '../blueprint-steps/renderSteps';
import jaTranslations from './ja.json';

export type Locale = 'en' | 'ja';

export const CLI_REFERENCE_DOC_ID = 'developers/local-development/cli-reference';

/** The command every other command is described against: the one with the most options of its own family. */
const BASE_COMMAND = 'server';

const translations: Record<string, string> = jaTranslations;

const UI = {
  en: {
    title: 'Playground CLI reference',
    sidebarLabel: 'CLI reference',
    description: 'Every command and option of the Playground CLI, with types, allowed values and defaults, generated from the installed @wp-playground/cli.',
    intro: (version: string) =>
      [
        `This page lists every command and option of \`@wp-playground/cli\` ${version}, the version this site documents.`,
        'It is generated at every build from the `--help` output of the installed package, so it cannot fall behind it.',
        'For what the commands are for and how to combine them, read [Playground CLI](/developers/local-development/wp-playground-cli).',
        'To see the same for the version you run, add `--help` to any command:',
      ].join('\n'),
    commands: 'Commands',
    command: 'Command',
    whatItDoes: 'What it does',
    option: 'Option',
    type: 'Type',
    default: 'Default',
    descriptionColumn: 'Description',
    values: 'Values:',
    deprecated: 'Deprecated:',
    listSeparator: ', ',
    sentenceSeparator: ' ',
    currentDirectory: 'the current directory',
    negation: (flag: string) => `\`--no-${flag.slice(2)}\` turns it off.`,
    sameAs: (base: string, except: string[]) =>
      except.length > 0
        ? `Takes every option of [\`${base}\`](#${base}) except ${except.map((f) => `\`${f}\``).join(', ')}.`
        : `Takes every option of [\`${base}\`](#${base}).`,
    ownOptions: 'Options of its own, or that differ from `server`:',
    phpArguments: 'Arguments after `--` go to PHP, for example `php --mount=./scripts:/scripts -- /scripts/report.php`.',
  },
  ja: {
    title: 'Playground CLI リファレンス',
    sidebarLabel: 'CLI リファレンス',
    description: 'Playground CLI のすべてのコマンドとオプションを、型、指定できる値、デフォルト値とあわせてまとめた一覧です。インストールされている @wp-playground/cli から生成しています。',
    intro: (version: string) =>
      [
        `このページでは、このサイトが対象とする \`@wp-playground/cli\` ${version} のコマンドとオプションを、すべて一覧にまとめています。`,
        '内容はビルドのたびにインストール済みパッケージの `--help` 出力から生成するため、パッケージとずれることはありません。',
        '各コマンドの用途や組み合わせ方は [Playground CLI](/developers/local-development/wp-playground-cli) で説明しています。',
        '手元のバージョンで同じ情報を確認するには、任意のコマンドに `--help` を付けて実行します。',
      ].join('\n'),
    commands: 'コマンド',
    command: 'コマンド',
    whatItDoes: '内容',
    option: 'オプション',
    type: '型',
    default: 'デフォルト値',
    descriptionColumn: '説明',
    values: '値:',
    deprecated: '非推奨:',
    listSeparator: '、',
    sentenceSeparator: '',
    currentDirectory: '現在のディレクトリ',
    negation: (flag: string) => `\`--no-${flag.slice(2)}\` で無効にできます。`,
    sameAs: (base: string, except: string[]) =>
      except.length > 0
        ? `[\`${base}\`](#${base}) のオプションは、${except.map((f) => `\`${f}\``).join('、')} を除いてすべて使えます。`
        : `[\`${base}\`](#${base}) のオプションはすべて使えます。`,
    ownOptions: 'このコマンド独自のオプションと、`server` とは異なるオプション:',
    phpArguments: '`--` のあとに続く引数は PHP に渡されます。例: `php --mount=./scripts:/scripts -- /scripts/report.php`',
  },
} as const;

/** An address in the CLI's English prose as code, so Markdown does not turn `http://127.0.0.1:<port>` into a broken link. */
function urlsAsCode(text: string): string {
  return text.replace(/https?:\/\/[^\s)]*[^\s).,]/g, (url) => `\`${url}\``);
}

/** CLI prose in the page's language. */
export function cliProse(text: string, locale: Locale): string {
  return locale === 'ja' ? (translations[text] ?? urlsAsCode(text)) : urlsAsCode(text);
}

/** Every English text the page shows from the CLI. */
export function cliEnglishTexts(help: CliHelp): string[] {
  return [
    ...new Set(
      help.commands.flatMap((command) => [
        command.description,
        ...command.options.flatMap((option) => [option.description, ...(option.deprecated ? [option.deprecated] : [])]),
      ]),
    ),
  ];
}

/** English texts of the CLI that ja.json does not translate. */
export function untranslatedCliTexts(help: CliHelp): string[] {
  return cliEnglishTexts(help).filter((text) => !(text in translations));
}

/** ja.json keys the installed CLI no longer prints. */
export function unusedCliTranslations(help: CliHelp): string[] {
  const used = new Set(cliEnglishTexts(help));
  return Object.keys(translations).filter((text) => !used.has(text));
}

const code = (text: string) => `\`${text}\``;

function optionRow(option: CliOption, locale: Locale): string {
  const ui = UI[locale];
  const unquote = (value: string) => value.replace(/^"(.*)"$/, '$1');
  // A description that only says "Deprecated. Use …" repeats the deprecation note below it.
  const repeatsDeprecation = Boolean(option.deprecated) && /^Deprecated\b/.test(option.description);
  const notes: string[] = repeatsDeprecation ? [] : [cliProse(option.description, locale)];
  if (option.choices) notes.push(`${ui.values} ${option.choices.map((c) => code(c === '""' ? '""' : unquote(c))).join(ui.listSeparator)}`);
  if (option.type === 'boolean' && option.default === 'true' && !option.description.includes(`--no-${option.flag.slice(2)}`)) {
    notes.push(ui.negation(option.flag));
  }
  if (option.deprecated) notes.push(`${ui.deprecated} ${cliProse(option.deprecated, locale)}`);
  const fallback = option.default === CURRENT_DIRECTORY ? ui.currentDirectory : option.default ? code(unquote(option.default)) : '';
  return `| ${code(option.flag)} | ${option.type ? code(option.type) : ''} | ${fallback} | ${cell(notes.join(ui.sentenceSeparator))} |`;
}

function optionsTable(options: CliOption[], locale: Locale): string {
  const ui = UI[locale];
  return [`| ${ui.option} | ${ui.type} | ${ui.default} | ${ui.descriptionColumn} |`, '| --- | --- | --- | --- |', ...options.map((o) => optionRow(o, locale))].join('\n');
}

const sameOption = (a: CliOption, b: CliOption) => JSON.stringify(a) === JSON.stringify(b);

function commandSection(command: CliCommand, base: CliCommand | undefined, locale: Locale): string {
  const ui = UI[locale];
  const parts = [
    `## ${command.name} {#${command.name}}`,
    cell(cliProse(command.description, locale)),
    `\`\`\`bash\nnpx @wp-playground/cli@latest ${command.name} --help\n\`\`\``,
  ];
  if (!base || base === command) {
    parts.push(optionsTable(command.options, locale));
  } else {
    const flags = new Set(command.options.map((o) => o.flag));
    const except = base.options.filter((o) => !flags.has(o.flag)).map((o) => o.flag);
    parts.push(ui.sameAs(base.name, except));
    const own = command.options.filter((o) => !base.options.some((b) => sameOption(b, o)));
    if (own.length > 0) parts.push(ui.ownOptions, optionsTable(own, locale));
  }
  if (command.name === 'php') parts.push(ui.phpArguments);
  return parts.join('\n\n');
}

/** Whether a command is best described against the base command: it shares most of its options. */
function describedAgainst(command: CliCommand, base: CliCommand | undefined): CliCommand | undefined {
  if (!base || command === base) return undefined;
  const shared = command.options.filter((o) => base.options.some((b) => sameOption(b, o))).length;
  return shared * 2 > command.options.length ? base : undefined;
}

export function renderCliReferencePage(help: CliHelp, locale: Locale): string {
  const ui = UI[locale];
  const base = help.commands.find((c) => c.name === BASE_COMMAND);
  // The base command comes first among those described against it, so its table is read before the differences.
  const ordered = [...help.commands].sort((a, b) => {
    const rank = (c: CliCommand) => (c === base ? 1 : describedAgainst(c, base) ? 2 : 0);
    return rank(a) - rank(b);
  });
  const summary = [
    `| ${ui.command} | ${ui.whatItDoes} |`,
    '| --- | --- |',
    ...ordered.map((c) => `| [${code(c.name)}](#${c.name}) | ${cell(cliProse(c.description, locale))} |`),
  ].join('\n');
  return [
    generatedFrontMatter(ui, help.version, '@wp-playground/cli'),
    ui.intro(help.version),
    '```bash\nnpx @wp-playground/cli@latest server --help\n```',
    `## ${ui.commands} {#commands}`,
    summary,
    ...ordered.map((c) => commandSection(c, describedAgainst(c, base) ?? (c === base ? c : undefined), locale)),
  ].join('\n\n') + '\n';
}
