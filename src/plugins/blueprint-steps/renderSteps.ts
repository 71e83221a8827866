/**
 * The steps reference as Markdown, in English or Japanese. Names, parameter
 * names and JSON stay as the package has them; prose comes from the package
 * (English) or from its Japanese translation in ja.json.
 */
import type {ParamDoc, StepDoc, StepsModel, TypeDoc} from './stepsModel';
import {RESOURCE_TYPES} from './stepsModel';
import jaTranslations from './ja.json';
import {joinJapaneseLines} from '../../remark/joinJapaneseLines';

export type Locale = 'en' | 'ja';

const RESOURCES_PAGE = '/blueprints/steps/resources';

/**
 * Whether a docs route exists; links to a page that is not written yet are
 * dropped (the text stays), so the generated page never breaks the build.
 */
export type RouteExists = (route: string) => boolean;

/** Markdown links in `text` to missing docs routes become their plain text. */
export function keepWrittenLinks(text: string, exists: RouteExists): string {
  return text.replace(/\[([^\]]+)\]\((\/[^)#]*)(#[^)]*)?\)/g, (link, label: string, route: string) =>
    exists(route) ? link : label,
  );
}

const UI = {
  en: {
    title: 'Blueprint steps reference',
    sidebarLabel: 'Steps',
    description: 'Every Blueprint step with its purpose, parameters and a JSON example, generated from the published @wp-playground/blueprints package.',
    intro: (version: string, count: number) =>
      `A step is one action of a Blueprint's \`steps\` array, such as installing a plugin or running PHP. ` +
      `This page lists all ${count} steps that version ${version} of \`@wp-playground/blueprints\` accepts. ` +
      `It is generated from the package's \`blueprint-schema.json\` and type declarations at every build, so it follows the package.`,
    related:
      'Files and directories that steps take are described in [Resources](/blueprints/steps/resources). Several top-level properties are ' +
      '[shorthands](/blueprints/steps/shorthands) for steps. The same steps as JavaScript functions are in the [API reference](/api/blueprints).\n\n' +
      ':::info Blueprint format\nThese are the steps of the first Blueprint format (v1). The steps a [Blueprints v2](/blueprints/v2) declaration runs ' +
      'are listed in the [v2 reference](/blueprints/v2/reference#steps).\n\n:::',
    overviewHeading: 'All steps',
    overviewStep: 'Step',
    overviewPurpose: 'What it does',
    commonHeading: 'Parameters of every step',
    common:
      'Besides the parameters listed for it, every step accepts `progress`, which controls how the step appears in the progress bar ' +
      'while the Blueprint runs: `weight` (a number, the step\'s share of the bar) and `caption` (a string shown while the step runs).',
    param: 'Parameter',
    type: 'Type',
    required: 'Required',
    meaning: 'Description',
    yes: 'Yes',
    no: 'No',
    stepId: 'The step identifier. Always',
    deprecated: 'Deprecated.',
    sentenceSeparator: ' ',
    internal:
      ':::note\n\nThe package marks this step as internal: Playground uses it itself, and it may change without notice. Prefer the other steps in your Blueprints.\n\n:::',
    propertiesOf: (name: string) => `Properties of \`${name}\`:`,
    resourceLink: 'a resource',
    example: 'Example:',
    apiFunction: (name: string) => `As a JavaScript function: [\`${name}()\`](/api/blueprints/function/${name}) in the API reference.`,
  },
  ja: {
    title: 'Blueprint ステップリファレンス',
    sidebarLabel: 'ステップ',
    description: 'Blueprint のすべてのステップについて、目的、パラメーター、JSON の例をまとめています。公開されている @wp-playground/blueprints パッケージから生成しています。',
    intro: (version: string, count: number) =>
      `ステップは、Blueprint の \`steps\` 配列に並べる個々の操作です。プラグインのインストールや PHP の実行などがあります。` +
      `このページでは、\`@wp-playground/blueprints\` ${version} で使える${count}種類のステップをすべて紹介します。` +
      `内容はビルドのたびにパッケージの \`blueprint-schema.json\` と型定義から生成するため、パッケージの更新に追従します。`,
    related:
      'ステップに渡すファイルやディレクトリの指定方法は[リソース](/blueprints/steps/resources)で説明しています。' +
      '一部のトップレベルのプロパティは、ステップの[ショートハンド](/blueprints/steps/shorthands)です。' +
      '同じステップを JavaScript の関数として呼び出す方法は、[API リファレンス](/api/blueprints)で説明しています。\n\n' +
      ':::info Blueprint の形式\nこのページのステップは、Blueprint の最初の形式 (v1) のものです。' +
      '[Blueprints v2](/blueprints/v2) の宣言で使うステップは、[v2 リファレンス](/blueprints/v2/reference#steps)にまとめています。\n\n:::',
    overviewHeading: 'ステップの一覧',
    overviewStep: 'ステップ',
    overviewPurpose: '内容',
    commonHeading: 'すべてのステップに共通のパラメーター',
    common:
      'どのステップも、表に挙げたパラメーターのほかに `progress` を指定できます。`progress` では、Blueprint の実行中にステップをプログレスバーでどう表示するかを指定します。' +
      '`weight` はバー全体に占めるそのステップの割合 (数値)、`caption` はステップの実行中に表示する文字列です。',
    param: 'パラメーター',
    type: '型',
    required: '必須',
    meaning: '説明',
    yes: 'はい',
    no: 'いいえ',
    stepId: 'ステップの識別子 (固定値):',
    deprecated: '非推奨です。',
    // Japanese sentences follow each other without a space.
    sentenceSeparator: '',
    internal:
      ':::note\n\nこのステップは、パッケージでは内部用とされています。Playground 自身が使うためのもので、予告なく変更されることがあります。Blueprint では、なるべくほかのステップを使ってください。\n\n:::',
    propertiesOf: (name: string) => `\`${name}\` のプロパティ:`,
    resourceLink: 'リソース',
    example: '例:',
    apiFunction: (name: string) => `JavaScript の関数として使う場合は、API リファレンスの [\`${name}()\`](/api/blueprints/function/${name}) を参照してください。`,
  },
} as const;

const translations: Record<string, string> = jaTranslations;

/** Package prose in the page's language. */
export function prose(text: string, locale: Locale): string {
  return locale === 'ja' ? (translations[text] ?? text) : text;
}

/** English texts of the model that ja.json does not translate. */
export function untranslatedTexts(model: StepsModel): string[] {
  return [...new Set(englishTexts(model))].filter((text) => !(text in translations));
}

/** Every English text the page shows from the package. */
export function englishTexts(model: StepsModel): string[] {
  const fromParams = (params: ParamDoc[]): string[] =>
    params.flatMap((p) => [
      // The `step` parameter's text is the page's own ("The step identifier. Always ...").
      ...(p.description && p.name !== 'step' ? [p.description] : []),
      ...(typeof p.deprecated === 'string' ? [p.deprecated] : []),
      ...fromParams(p.properties ?? []),
    ]);
  return model.steps.flatMap((step) => [...(step.purpose ? [step.purpose] : []), ...fromParams(step.params)]);
}

/** MDX reads `{`, `}` and `<` in prose as code; escape them outside code spans and fences. */
export function escapeMdx(text: string): string {
  return text
    .split(/(```[\s\S]*?```|`[^`\n]*`)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[{}]/g, (c) => `\\${c}`).replace(/</g, '&lt;')))
    .join('');
}

/** One line for a table cell: no line breaks, pipes escaped. Japanese lines join without a space, as on every page (remark/joinJapaneseLines). */
export function cell(text: string): string {
  // A list the text carries stays apart from the sentence before it: "…できます。 - `a`: …".
  const lines = text.replace(/\s*\n\s*(?=[-*] )/g, ' ');
  return escapeMdx(joinJapaneseLines(lines).replace(/\s*\n\s*/g, ' ')).replace(/\|/g, '\\|');
}

function typeText(type: TypeDoc, locale: Locale): string {
  switch (type.kind) {
    case 'primitive':
      return `\`${type.name}\``;
    case 'literal':
      return `\`${JSON.stringify(type.value)}\``;
    case 'reference':
      return RESOURCE_TYPES.includes(type.name) ? `[\`${type.name}\`](${RESOURCES_PAGE})` : `\`${type.name}\``;
    case 'array': {
      const inner = typeText(type.of, locale);
      return type.of.kind === 'union' ? `(${inner})[]` : `${inner}[]`;
    }
    case 'record':
      return type.of ? `\`Record<string, …>\` (${typeText(type.of, locale)})` : '`object`';
    case 'union':
      return type.of.map((t) => typeText(t, locale)).join(' \\| ');
  }
}

function paramTable(params: ParamDoc[], locale: Locale, stepName?: string): string {
  const ui = UI[locale];
  const rows = params.map((p) => {
    let meaning = p.description ? prose(p.description, locale) : '';
    if (p.name === 'step' && stepName) meaning = `${ui.stepId} \`"${stepName}"\``;
    if (p.deprecated) {
      meaning = [ui.deprecated, typeof p.deprecated === 'string' ? prose(p.deprecated, locale) : '', meaning]
        .filter(Boolean)
        .join(ui.sentenceSeparator);
    }
    return `| \`${p.name}\` | ${typeText(p.type, locale)} | ${p.required ? ui.yes : ui.no} | ${cell(meaning)} |`;
  });
  return [`| ${ui.param} | ${ui.type} | ${ui.required} | ${ui.meaning} |`, '|---|---|---|---|', ...rows].join('\n');
}

/** The heading id of a step: its name in lower case (`wp-cli`, `installplugin`). */
export function stepAnchor(name: string): string {
  return name.toLowerCase();
}

function firstSentence(text: string): string {
  const flat = text.replace(/```[\s\S]*?```/g, '').replace(/\s*\n\s*/g, ' ').trim();
  const match = /^(.+?[.。])(\s|$)/.exec(flat);
  return match ? match[1]! : flat;
}

function stepSection(step: StepDoc, locale: Locale): string {
  const ui = UI[locale];
  const parts = [`## \`${step.name}\` {#${stepAnchor(step.name)}}`];
  if (step.internal) parts.push(ui.internal);
  if (step.purpose) parts.push(escapeMdx(prose(step.purpose, locale)));
  if (step.apiFunction) parts.push(ui.apiFunction(step.apiFunction));
  // `step` first: it is what the reader types first.
  const ordered = [...step.params].sort((a, b) => Number(b.name === 'step') - Number(a.name === 'step'));
  parts.push(paramTable(ordered, locale, step.name));
  for (const p of step.params.filter((param) => param.properties?.length)) {
    const typeName = p.type.kind === 'reference' ? p.type.name : p.name;
    parts.push(ui.propertiesOf(p.type.kind === 'reference' ? `${p.name}` : typeName), paramTable(p.properties!, locale));
  }
  parts.push(ui.example, '```json blueprint-step\n' + JSON.stringify(step.example, null, 2) + '\n```');
  return parts.join('\n\n');
}

/** The front matter of a generated reference page: its texts, and the package version it was generated from. */
export function generatedFrontMatter(
  ui: {title: string; sidebarLabel: string; description: string},
  version: string,
  packageName = '@wp-playground/blueprints',
): string {
  return [
    '---',
    `title: ${JSON.stringify(ui.title)}`,
    `sidebar_label: ${JSON.stringify(ui.sidebarLabel)}`,
    `description: ${JSON.stringify(ui.description)}`,
    `generated_from: "${packageName}@${version}"`,
    '---',
  ].join('\n');
}

export function renderStepsPage(model: StepsModel, locale: Locale, exists: RouteExists = () => true): string {
  const ui = UI[locale];
  const frontMatter = generatedFrontMatter(ui, model.version);
  const overview = [
    `| ${ui.overviewStep} | ${ui.overviewPurpose} |`,
    '|---|---|',
    ...model.steps.map(
      (s) => `| [\`${s.name}\`](#${stepAnchor(s.name)}) | ${s.purpose ? cell(firstSentence(prose(s.purpose, locale))) : ''} |`,
    ),
  ].join('\n');
  const page = [
    frontMatter,
    '',
    `{/* Generated by src/plugins/blueprint-steps from @wp-playground/blueprints ${model.version}. Do not edit. */}`,
    '',
    ui.intro(model.version, model.steps.length),
    '',
    ui.related,
    '',
    `## ${ui.overviewHeading} {#all-steps}`,
    '',
    overview,
    '',
    `## ${ui.commonHeading} {#common-parameters}`,
    '',
    ui.common,
    '',
    model.steps.map((step) => stepSection(step, locale)).join('\n\n'),
    '',
  ].join('\n');
  return keepWrittenLinks(page, exists);
}
