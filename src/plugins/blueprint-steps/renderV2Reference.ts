/**
 * The Blueprints v2 reference (/blueprints/v2/reference) as Markdown, in English
 * or Japanese, from the model of stepsModel.ts: every top-level property, every
 * step of `additionalStepsAfterExecution` and the `DataSources.*` types, each
 * with its fields. Prose comes from the schema (or v2StepSummaries.json) and,
 * in Japanese, from ja.json, shared with the v1 steps reference.
 */
import type {DataTypeDoc, FieldDoc, TypeDoc, V2EntryDoc, V2ReferenceModel, V2Requirement, V2Rule, V2StepDoc} from './stepsModel';
import {DATA_TYPE_PREFIX, RESOURCE_TYPES} from './stepsModel';
import {cell, escapeMdx, generatedFrontMatter, keepWrittenLinks, prose, type Locale, type RouteExists} from './renderSteps';
import {blueprintValidators} from '../../blueprints/schema';

const UI = {
  en: {
    title: 'Blueprints v2 reference',
    sidebarLabel: 'Reference',
    description:
      'Every top-level property, step and data reference of a Blueprints v2 declaration, with types, required fields, defaults and examples, generated from the published @wp-playground/blueprints schema.',
    intro: (version: string, properties: number, steps: number) =>
      `A Blueprints v2 declaration is a JSON object with \`"version": 2\`. This page lists its ${properties} top-level properties, ` +
      `the ${steps} steps its \`additionalStepsAfterExecution\` list accepts, and the forms of data references and versions. ` +
      `It is generated at every build from \`blueprint-schema.json\` of \`@wp-playground/blueprints\` ${version}, so it follows the package; ` +
      'the descriptions are the schema\'s own, except for the steps the schema leaves undescribed.',
    related:
      'New to v2? Start with [the v2 overview](/blueprints/v2) and [Get started](/blueprints/v2/get-started). ' +
      'Blueprints in the first format (`steps`) are described in the [steps reference](/blueprints/steps).',
    propertiesHeading: 'Top-level properties',
    stepsHeading: 'Steps',
    stepsIntro:
      'Steps run in the order they are listed, after everything else the declaration describes has been applied. ' +
      'Each item of `additionalStepsAfterExecution` is an object whose `step` names one of these.',
    dataHeading: 'Data references and versions',
    dataIntro:
      'Properties and steps that take a file, a directory, a plugin or a version accept one of these forms. ' +
      'See [Data references](/blueprints/v2/data-references) for a guided tour.',
    name: 'Name',
    summary: 'What it is',
    field: 'Field',
    type: 'Type',
    required: 'Required',
    meaning: 'Description',
    yes: 'Yes',
    no: 'No',
    typeLine: (type: string, required: boolean) => `Type: ${type}. ${required ? 'Required.' : 'Optional.'}`,
    defaultValue: 'Default:',
    sentenceSeparator: ' ',
    pattern: 'Pattern:',
    stepId: 'The step identifier. Always',
    fieldsIntro: 'Fields:',
    moreAbout: (path: string) => `More about \`${path}\`:`,
    summaryFromSite: 'The schema does not describe this step; this summary is the site\'s own.',
    example: 'Example:',
    rulesHeading: 'Rules across properties',
    rulesIntro: 'Besides the type of each property, the schema checks these combinations:',
    when: (property: string, value: string) => `When \`${property}\` is ${value}:`,
    equals: (property: string, value: string) => `\`${property}\` must be ${value}.`,
    absent: (property: string) => `\`${property}\` must be left out.`,
    contains: (property: string, field: string, value: string) => `\`${property}\` must include an item whose \`${field}\` is ${value}.`,
  },
  ja: {
    title: 'Blueprints v2 リファレンス',
    sidebarLabel: 'リファレンス',
    description:
      'Blueprints v2 の宣言で使えるトップレベルのプロパティ、ステップ、データ参照をすべてまとめた一覧です。型、必須かどうか、デフォルト値、例もあわせて示します。公開されている @wp-playground/blueprints のスキーマから生成しています。',
    intro: (version: string, properties: number, steps: number) =>
      `Blueprints v2 の宣言は、\`"version": 2\` を含む JSON オブジェクトです。このページでは、${properties}個のトップレベルのプロパティと、` +
      `\`additionalStepsAfterExecution\` に並べられる${steps}種類のステップを紹介します。データ参照とバージョンの書き方も説明します。` +
      `内容はビルドのたびに \`@wp-playground/blueprints\` ${version} の \`blueprint-schema.json\` から生成するため、パッケージの更新に追従します。` +
      '説明文はスキーマの説明を訳したものです。スキーマに説明がないステップだけは、本サイトで独自に書いた説明を載せています。',
    related:
      'v2 を初めて使う場合は、[Blueprints v2 の概要](/blueprints/v2)と[はじめての Blueprints v2](/blueprints/v2/get-started)から読み始めてください。' +
      '最初の形式 (`steps`) の Blueprint については、[ステップリファレンス](/blueprints/steps)で説明しています。',
    propertiesHeading: 'トップレベルのプロパティ',
    stepsHeading: 'ステップ',
    stepsIntro:
      'ステップは、宣言のほかの内容をすべて適用し終えたあとに、並べた順に実行されます。' +
      '`additionalStepsAfterExecution` の各要素はオブジェクトで、`step` に次のいずれかの名前を指定します。',
    dataHeading: 'データ参照とバージョン',
    dataIntro:
      'ファイル、ディレクトリ、プラグイン、バージョンを受け取るプロパティやステップには、次のいずれかの形で値を指定します。' +
      '使い方は[データ参照](/blueprints/v2/data-references)で順を追って説明しています。',
    name: '名前',
    summary: '内容',
    field: 'フィールド',
    type: '型',
    required: '必須',
    meaning: '説明',
    yes: 'はい',
    no: 'いいえ',
    typeLine: (type: string, required: boolean) => `型: ${type}。${required ? '必須です。' : '省略できます。'}`,
    defaultValue: 'デフォルト値:',
    // Japanese sentences follow each other without a space.
    sentenceSeparator: '',
    pattern: 'パターン:',
    stepId: 'ステップの識別子 (固定値):',
    fieldsIntro: 'フィールド:',
    moreAbout: (path: string) => `\`${path}\` の詳細:`,
    summaryFromSite: 'スキーマにこのステップの説明がないため、本サイトで独自に要約しています。',
    example: '例:',
    rulesHeading: '複数のプロパティにまたがる規則',
    rulesIntro: 'スキーマは各プロパティの型のほかに、次の組み合わせも検証します。',
    when: (property: string, value: string) => `\`${property}\` が ${value} のとき:`,
    equals: (property: string, value: string) => `\`${property}\` は ${value} にする必要があります。`,
    absent: (property: string) => `\`${property}\` は指定できません。`,
    contains: (property: string, field: string, value: string) => `\`${property}\` には、\`${field}\` が ${value} の要素を1つ以上含める必要があります。`,
  },
} as const;

/** Heading ids: properties by name, steps and data types with a prefix (they share the page). */
export const v2PropertyAnchor = (name: string) => name.toLowerCase().replace(/[^a-z0-9-]/g, '');
export const v2StepAnchor = (name: string) => `step-${name.toLowerCase()}`;
export const v2DataAnchor = (name: string) => `data-${name.replace(DATA_TYPE_PREFIX, '').toLowerCase()}`;

const validateV2 = blueprintValidators().blueprintV2;

/**
 * A code example of a schema description, back in shape. The schema's
 * descriptions lost their line breaks (each became one space, followed by the
 * indentation), so a run of blanks is a line break followed by indentation.
 */
export function restoreCode(code: string): string {
  return code
    .trim()
    .replace(/[ \t]{2,}/g, (run) => `\n${run.slice(1)}`)
    .replace(/[ \t]+\n/g, '\n');
}

/**
 * A JSON example of a description as the site shows it: a complete v2
 * declaration is fenced as one (validated, with a run link). An example that
 * omits `"version": 2`, or lists steps under the v1 key `steps`, is completed
 * into the declaration it stands for; anything else stays a plain snippet.
 */
export function exampleBlock(lang: string, code: string): string {
  const restored = restoreCode(code);
  if (lang === 'json') {
    let value: unknown;
    try {
      value = JSON.parse(restored);
    } catch {
      // `fonts: {...}` and commented snippets are not JSON: show them as JavaScript.
      return '```js\n' + restored + '\n```';
    }
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      const object = value as Record<string, unknown>;
      const {steps, ...rest} = object;
      const candidates = [
        object,
        {version: 2, ...object},
        ...(Array.isArray(steps) ? [{version: 2, ...rest, additionalStepsAfterExecution: steps}] : []),
      ];
      const declaration = candidates.find((candidate) => 'version' in candidate && validateV2(candidate) === undefined);
      if (declaration) return '```json blueprint-v2\n' + JSON.stringify(declaration, null, 2) + '\n```';
    }
    return '```json\n' + JSON.stringify(value, null, 2) + '\n```';
  }
  return '```' + (lang || 'text') + '\n' + restored + '\n```';
}

/** A schema description as Markdown: prose blanks collapsed, code examples restored. */
export function descriptionMarkdown(text: string): string {
  return text
    .split(/(```\w*[\s\S]*?```)/)
    .map((part, i) => {
      if (i % 2 === 1) {
        const [, lang = '', code = ''] = /^```(\w*)([\s\S]*?)```$/.exec(part)!;
        return `\n\n${exampleBlock(lang, code)}\n\n`;
      }
      return escapeMdx(part.replace(/[ \t]{2,}/g, ' '));
    })
    .join('')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The description as one table cell: its first paragraph, without code. */
function firstParagraph(text: string): string {
  return text.split(/\n\s*\n|```/)[0]!.replace(/[ \t]{2,}/g, ' ').trim();
}

function hasMore(text: string): boolean {
  return firstParagraph(text) !== text.replace(/[ \t]{2,}/g, ' ').trim();
}

function typeText(type: TypeDoc): string {
  const parts = (t: TypeDoc): string => {
    switch (t.kind) {
      case 'primitive':
        return `\`${t.name}\``;
      case 'literal':
        return `\`${JSON.stringify(t.value)}\``;
      case 'reference':
        if (t.name.startsWith(DATA_TYPE_PREFIX)) return `[\`${t.name.replace(DATA_TYPE_PREFIX, '')}\`](#${v2DataAnchor(t.name)})`;
        return RESOURCE_TYPES.includes(t.name) ? `[\`${t.name}\`](/blueprints/steps/resources)` : `\`${t.name}\``;
      case 'array': {
        const inner = parts(t.of);
        return t.of.kind === 'union' ? `(${inner})[]` : `${inner}[]`;
      }
      case 'record':
        return t.of ? `\`Record<string, …>\` (${parts(t.of)})` : '`object`';
      case 'union':
        // `object | object | object` (the forms of a list item) reads as one `object`.
        return [...new Set(t.of.map(parts))].join(' \\| ');
    }
  };
  return parts(type);
}

function defaultText(value: unknown, locale: Locale): string {
  return value === undefined ? '' : `${UI[locale].sentenceSeparator}${UI[locale].defaultValue} \`${JSON.stringify(value)}\``;
}

function fieldTable(fields: FieldDoc[], locale: Locale, stepName?: string): string {
  const ui = UI[locale];
  const rows = fields.map((field) => {
    let meaning = field.description ? cell(firstParagraph(prose(field.description, locale))) : '';
    if (stepName && field.path === 'step') meaning = `${ui.stepId} \`"${stepName}"\``;
    meaning += cell(defaultText(field.default, locale));
    return `| \`${field.path}\` | ${typeText(field.type)} | ${field.required ? ui.yes : ui.no} | ${meaning.trim()} |`;
  });
  return [`| ${ui.field} | ${ui.type} | ${ui.required} | ${ui.meaning} |`, '|---|---|---|---|', ...rows].join('\n');
}

/** Full descriptions of the fields whose table cell shows only the first paragraph. */
function fieldDetails(fields: FieldDoc[], locale: Locale): string[] {
  return fields
    .filter((field) => field.description && hasMore(prose(field.description, locale)))
    .flatMap((field) => [UI[locale].moreAbout(field.path), descriptionMarkdown(prose(field.description!, locale))]);
}

function entrySection(entry: V2EntryDoc, locale: Locale): string {
  const ui = UI[locale];
  const parts = [`### \`${entry.name}\` {#${v2PropertyAnchor(entry.name)}}`];
  parts.push(ui.typeLine(typeText(entry.type), entry.required) + defaultText(entry.default, locale));
  // Without the schema's description, the site's summary says what the property is.
  parts.push(descriptionMarkdown(prose(entry.description ?? entry.summary, locale)));
  if (entry.fields.length > 0) parts.push(ui.fieldsIntro, fieldTable(entry.fields, locale), ...fieldDetails(entry.fields, locale));
  return parts.join('\n\n');
}

function stepSection(step: V2StepDoc, locale: Locale): string {
  const ui = UI[locale];
  const parts = [`### \`${step.name}\` {#${v2StepAnchor(step.name)}}`];
  if (step.description) parts.push(descriptionMarkdown(prose(step.description, locale)));
  if (step.descriptionSource === 'site') parts.push(`*${ui.summaryFromSite}*`);
  parts.push(fieldTable(step.fields, locale, step.name), ...fieldDetails(step.fields, locale));
  parts.push(ui.example, '```json blueprint-v2\n' + JSON.stringify(step.example, null, 2) + '\n```');
  return parts.join('\n\n');
}

function dataSection(data: DataTypeDoc, locale: Locale): string {
  const ui = UI[locale];
  const parts = [`### \`${data.name}\` {#${v2DataAnchor(data.name)}}`];
  parts.push(`${ui.typeLine(typeText(data.type), true).replace(/ ?(Required\.|必須です。)$/, '')}`);
  if (data.pattern) parts.push(`${ui.pattern} \`${data.pattern}\``);
  if (data.description) parts.push(descriptionMarkdown(prose(data.description, locale)));
  if (data.fields.length > 0) parts.push(ui.fieldsIntro, fieldTable(data.fields, locale), ...fieldDetails(data.fields, locale));
  return parts.join('\n\n');
}

function overview(rows: {name: string; anchor: string; summary: string}[], locale: Locale): string {
  const ui = UI[locale];
  return [
    `| ${ui.name} | ${ui.summary} |`,
    '|---|---|',
    ...rows.map((row) => `| [\`${row.name}\`](#${row.anchor}) | ${cell(prose(row.summary, locale))} |`),
  ].join('\n');
}

function requirementText(requirement: V2Requirement, locale: Locale): string {
  const ui = UI[locale];
  const value = (v: unknown) => `\`${JSON.stringify(v)}\``;
  switch (requirement.kind) {
    case 'equals':
      return ui.equals(requirement.property, value(requirement.value));
    case 'absent':
      return ui.absent(requirement.property);
    case 'contains':
      return ui.contains(requirement.property, requirement.field, value(requirement.value));
  }
}

function rulesSection(rules: V2Rule[], locale: Locale): string {
  const ui = UI[locale];
  const link = (name: string) => `[\`${name}\`](#${v2PropertyAnchor(name)})`;
  return [
    `### ${ui.rulesHeading} {#rules}`,
    ui.rulesIntro,
    ...rules.map((rule) =>
      [
        ui.when(rule.when.property, `\`${JSON.stringify(rule.when.value)}\``).replace(`\`${rule.when.property}\``, link(rule.when.property)),
        rule.then.map((requirement) => `- ${requirementText(requirement, locale).replace(`\`${requirement.property}\``, link(requirement.property))}`).join('\n'),
      ].join('\n\n'),
    ),
  ].join('\n\n');
}

/** Every English text the page shows from the schema or the site's summaries. */
export function v2EnglishTexts(model: V2ReferenceModel): string[] {
  const fromFields = (fields: FieldDoc[]) => fields.flatMap((field) => (field.description && field.path !== 'step' ? [field.description] : []));
  return [
    ...[...model.properties, ...model.steps].flatMap((entry) => [
      entry.summary,
      ...(entry.description ? [entry.description] : []),
      ...fromFields(entry.fields),
    ]),
    ...model.dataTypes.flatMap((data) => [...(data.description ? [data.description] : []), ...fromFields(data.fields)]),
  ];
}

export function renderV2ReferencePage(model: V2ReferenceModel, locale: Locale, exists: RouteExists = () => true): string {
  const ui = UI[locale];
  const frontMatter = generatedFrontMatter(ui, model.version);
  const page = [
    frontMatter,
    '',
    `{/* Generated by src/plugins/blueprint-steps from @wp-playground/blueprints ${model.version}. Do not edit. */}`,
    '',
    ui.intro(model.version, model.properties.length, model.steps.length),
    '',
    ui.related,
    '',
    `## ${ui.propertiesHeading} {#properties}`,
    '',
    overview(model.properties.map((p) => ({name: p.name, anchor: v2PropertyAnchor(p.name), summary: p.summary})), locale),
    '',
    model.properties.map((property) => entrySection(property, locale)).join('\n\n'),
    '',
    rulesSection(model.rules, locale),
    '',
    `## ${ui.stepsHeading} {#steps}`,
    '',
    ui.stepsIntro,
    '',
    overview(model.steps.map((s) => ({name: s.name, anchor: v2StepAnchor(s.name), summary: s.summary})), locale),
    '',
    model.steps.map((step) => stepSection(step, locale)).join('\n\n'),
    '',
    `## ${ui.dataHeading} {#data-references}`,
    '',
    ui.dataIntro,
    '',
    model.dataTypes.map((data) => dataSection(data, locale)).join('\n\n'),
    '',
  ].join('\n');
  return keepWrittenLinks(page, exists);
}
