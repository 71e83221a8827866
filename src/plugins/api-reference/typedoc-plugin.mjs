// TypeDoc plugin for the API reference. TypeDoc loads plugins as plain ES
// modules, so this one file is JavaScript. It shapes TypeDoc's model into the
// reader's view the site map promises:
//  - each package is a section named as in /api/{section} (`@php-wasm/web` -> `web`);
//  - pages live at /api/{section}/{kind}/{Name} with a singular kind;
//  - step handlers, declared as constants of a callable type, are functions;
//  - classes exported as types only (the resource classes) are still classes;
//  - pages are plain Markdown (doc comments contain `{...}` that MDX would parse);
//  - a code fence a doc comment leaves open is closed;
//  - /api itself lists the sections with a line about each, in the page's language.
import ts from 'typescript';
import {Comment, Context, Converter, ReflectionKind} from 'typedoc';
import {MarkdownPageEvent, MemberRouter} from 'typedoc-plugin-markdown';

/** Package name -> section name; the single source is sections.json beside this file. */
import sections from './sections.json' with {type: 'json'};

const SECTION_BY_PACKAGE = new Map(sections.map((s) => [s.package, s.section]));

class SingularKindRouter extends MemberRouter {
  // Members of a namespace are shown on the namespace's page, so every item
  // page sits at /api/{section}/{kind}/{Name}; `membersWithOwnFile` (set in
  // typedoc.json) keeps type aliases and variables on their section's page.
  buildChildPages(reflection, outPages) {
    if (!reflection.parent?.kindOf(ReflectionKind.Namespace)) return super.buildChildPages(reflection, outPages);
    const ownFileKinds = this.membersWithOwnFile;
    this.membersWithOwnFile = [];
    try {
      return super.buildChildPages(reflection, outPages);
    } finally {
      this.membersWithOwnFile = ownFileKinds;
    }
  }

  // The page keeps the item's own name: the default strips leading underscores,
  // which gave `_SchemaObject` the URL of `SchemaObject` and pushed that one to
  // `SchemaObject-1`. (The `api` docs instance does not exclude `_` files.)
  getReflectionAlias(reflection) {
    const alias = super.getReflectionAlias(reflection);
    const underscores = /^_+/.exec(reflection.name)?.[0] ?? '';
    return alias.startsWith('_') ? alias : `${underscores}${alias}`;
  }

  directories = new Map([
    [ReflectionKind.Class, 'class'],
    [ReflectionKind.Interface, 'interface'],
    [ReflectionKind.Enum, 'enum'],
    [ReflectionKind.Namespace, 'namespace'],
    [ReflectionKind.TypeAlias, 'type-alias'],
    [ReflectionKind.Function, 'function'],
    [ReflectionKind.Variable, 'variable'],
    [ReflectionKind.Document, 'document'],
  ]);
}

function isCallableConstant(checker, symbol) {
  const declaration = symbol.getDeclarations()?.[0];
  if (!declaration || !ts.isVariableDeclaration(declaration)) return false;
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  return type.getCallSignatures().length > 0 && type.getConstructSignatures().length === 0;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  app.renderer.defineRouter('singular-kind', SingularKindRouter);
  shapePages(app);

  // TypeDoc documents a callable constant as a function when its comment
  // carries @function; the published step handlers have no such tag.
  const getComment = Context.prototype.getComment;
  Context.prototype.getComment = function (symbol, kind) {
    const comment = getComment.call(this, symbol, kind);
    if (kind !== ReflectionKind.Variable || !isCallableConstant(this.checker, symbol)) return comment;
    const withTag = comment ? comment.clone() : new Comment();
    withTag.modifierTags.add('@function');
    return withTag;
  };

  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (reflection.kind !== ReflectionKind.Interface) return;
    const symbol = context.getSymbolFromReflection(reflection);
    if (symbol && symbol.flags & ts.SymbolFlags.Class) reflection.kind = ReflectionKind.Class;
  });

  app.converter.on(Converter.EVENT_RESOLVE_BEGIN, (context) => {
    for (const module of context.project.getChildrenByKind(ReflectionKind.Module)) {
      const section = SECTION_BY_PACKAGE.get(module.name);
      if (!section) {
        throw new Error(`API reference: no section is configured for the package ${module.name}`);
      }
      module.name = section;
    }
    for (const reflection of Object.values(context.project.reflections)) closeOpenFences(reflection.comment);
  });
}

/**
 * A doc comment whose example opens a code fence and never closes it (the
 * published `ProgressTracker` does) would turn the rest of its page into code:
 * the fence is closed where the comment part ends.
 */
function closeOpenFences(comment) {
  if (!comment) return;
  for (const parts of [comment.summary, ...comment.blockTags.map((tag) => tag.content)]) {
    const text = parts.map((part) => part.text).join('');
    const fences = text.match(/^[ \t]*(```|~~~)/gm) ?? [];
    if (fences.length % 2 === 1) parts.push({kind: 'text', text: `${text.endsWith('\n') ? '' : '\n'}${fences.at(-1).trim()}`});
  }
}

const INDEX_TEXT = {
  ja: {
    title: 'API リファレンス',
    intro:
      'WordPress Playground が npm で公開しているパッケージの型定義から生成したリファレンスです。' +
      'セクションごとに、クラス、関数、インターフェイス、名前空間を種類別に一覧できます。' +
      '型エイリアスと変数は、それぞれのセクションのページで説明しています。' +
      '説明文はパッケージのコメントをそのまま載せているため英語です。',
    section: 'セクション',
    package: 'パッケージ',
    about: '内容',
  },
  en: {
    title: 'API reference',
    intro:
      'Generated from the type declarations of the packages WordPress Playground publishes on npm. ' +
      'Each section lists its classes, functions, interfaces and namespaces by kind, ' +
      'and describes its type aliases and variables on its own page.',
    section: 'Section',
    package: 'Package',
    about: 'What it covers',
  },
};

function sectionIndex(lang) {
  const text = INDEX_TEXT[lang] ?? INDEX_TEXT.en;
  const rows = sections.map(
    (s) => `| [${s.section}](${s.section}/index.md) | \`${s.package}\` | ${lang === 'ja' ? s.ja : s.en} |`,
  );
  return [
    '---',
    `title: ${text.title}`,
    `sidebar_label: ${text.title}`,
    'mdx:',
    '  format: md',
    '---',
    '',
    `# ${text.title}`,
    '',
    text.intro,
    '',
    `| ${text.section} | ${text.package} | ${text.about} |`,
    '|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

function withMarkdownFormat(contents) {
  const frontMatter = 'mdx:\n  format: md\n';
  if (contents.startsWith('---\n')) return contents.replace('---\n', `---\n${frontMatter}`);
  return `---\n${frontMatter}---\n\n${contents}`;
}

/** @param {import('typedoc').Application} app */
function shapePages(app) {
  app.renderer.on(MarkdownPageEvent.END, (page) => {
    if (!page.contents) return;
    page.contents =
      page.model.kind === ReflectionKind.Project
        ? sectionIndex(app.options.getValue('lang'))
        : withMarkdownFormat(page.contents);
  });
}
