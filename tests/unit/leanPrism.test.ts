/**
 * src/prism replaces prism-react-renderer in the site's bundles, so every code
 * block must come out exactly as it did: same tokens, classes and styles, or
 * the pages would change and hydration would not match older HTML. The
 * reference is the real package, its Prism extended the way Docusaurus's
 * prism-include-languages extends it with the config's additionalLanguages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {createElement, type ReactElement} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import clsx from 'clsx';
import {describe, expect, it} from 'vitest';
import type {PluginConfig} from '@docusaurus/types';
import {Highlight as ReferenceHighlight, Prism as referencePrism, themes} from 'prism-react-renderer';
import config from '../../docusaurus.config';
import {Highlight as LeanHighlight, Prism as lazyPrism, loadGrammars, type PrismTheme, type RenderProps} from '../../src/prism';
import leanPrismPlugin, {HIGHLIGHTER, LANGUAGES_ALREADY_LOADED, LEAN_PRISM_MODULE, PRISM_INCLUDE_LANGUAGES, SERVER_HIGHLIGHTER} from '../../src/plugins/lean-prism';

const ROOT = path.resolve(__dirname, '../..');
const PRISM_COMPONENTS = path.join(path.dirname(require.resolve('prismjs/package.json')), 'components');

type SitePrismConfig = {theme: PrismTheme; darkTheme: PrismTheme; additionalLanguages: string[]};
const prismConfig = (config.themeConfig as {prism: SitePrismConfig}).prism;

/**
 * What @docusaurus/theme-classic's prism-include-languages does with the
 * package's Prism, without the global: each component is a script that
 * extends a free `Prism`, evaluated here against this instance, in the same
 * order (markup-templating right before php). A require() would not do: the
 * lean module already loaded these files into the require cache.
 */
function extendReferencePrism(): void {
  for (const language of prismConfig.additionalLanguages) {
    const files = language === 'php' ? ['prism-markup-templating.js', `prism-${language}.js`] : [`prism-${language}.js`];
    for (const file of files) {
      const source = fs.readFileSync(path.join(PRISM_COMPONENTS, file), 'utf8');
      new Function('Prism', source)(referencePrism);
    }
  }
}
extendReferencePrism();

/** The languages the lean Prism knows before anything asked for a grammar (grammars.ts registers them on first use). */
const languagesBeforeFirstUse = Object.keys(lazyPrism.languages);
const leanPrism = loadGrammars();

type Fence = {file: string; line: number; language: string; code: string};

function markdownFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name))
    .sort();
}

/**
 * Fenced code blocks of a Markdown file, indented ones (in lists) included.
 * The language is the info string's first word, "text" without one, as in
 * Docusaurus's CodeBlock.
 */
function fencesOf(file: string): Fence[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^([ \t]*)(`{3,}|~{3,})[ \t]*([^\s`{]*)/.exec(lines[i]!);
    if (!open) continue;
    const [, indent, marker, info] = open as unknown as [string, string, string, string];
    const body: string[] = [];
    let j = i + 1;
    const close = new RegExp(`^[ \\t]*${marker[0] === '`' ? '`' : '~'}{${marker.length},}[ \\t]*$`);
    while (j < lines.length && !close.test(lines[j]!)) {
      const text = lines[j]!;
      body.push(text.startsWith(indent) ? text.slice(indent.length) : text.trimStart());
      j++;
    }
    fences.push({file: path.relative(ROOT, file), line: i + 1, language: info || 'text', code: body.join('\n')});
    i = j;
  }
  return fences;
}

// Docs in both languages, plus the TypeDoc pages when a build has generated them.
const files = [
  ...markdownFiles(path.join(ROOT, 'docs')),
  ...markdownFiles(path.join(ROOT, 'i18n/ja')),
  ...markdownFiles(path.join(ROOT, 'generated')),
];
const fences = files.flatMap(fencesOf);
const highlighted = fences.filter((fence) => referencePrism.languages[fence.language.toLowerCase()] != null);

/**
 * A grammar as comparable text: patterns with their flags, token order, and
 * which parts are one shared object (javascript inside markup's <script>).
 *
 * The package also loads js-templates, which turns javascript's
 * `template-string` into a list: templates tagged css, html, svg, markdown,
 * graphql or sql, then the original entry, last. The site has no tagged
 * template in any fence and the lean Prism leaves that grammar out (it needs
 * graphql and sql too), so for the package the original entry is compared.
 */
function describeGrammar(grammar: unknown, {untaggedTemplates = false} = {}): string {
  const seen = new Map<object, string>();
  const walk = (value: unknown, at: string): unknown => {
    if (value instanceof RegExp) return String(value);
    if (typeof value !== 'object' || value === null) return value;
    const first = seen.get(value);
    if (first) return `<same as ${first}>`;
    seen.set(value, at);
    if (Array.isArray(value)) return value.map((item, i) => walk(item, `${at}[${i}]`));
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        const kept = untaggedTemplates && key === 'template-string' && Array.isArray(item) ? item.at(-1) : item;
        return [key, walk(kept, `${at}.${key}`)];
      }),
    );
  };
  return JSON.stringify(walk(grammar, 'grammar'), null, 1);
}

/** Docusaurus's CodeBlock/Content and CodeBlock/Line, minus CSS modules: the markup Highlight decides. */
function renderCodeBlock(lineClassNames: Record<number, string[]> = {}) {
  return ({className, style, tokens, getLineProps, getTokenProps}: RenderProps): ReactElement =>
    createElement(
      'pre',
      {tabIndex: 0, className: clsx(className, 'codeBlock', 'thin-scrollbar'), style},
      createElement(
        'code',
        {className: 'codeBlockLines'},
        tokens.map((source, i) => {
          // Docusaurus turns a line holding only "\n" into an empty token before rendering.
          const line = source.length === 1 && source[0]!.content === '\n' ? [{...source[0]!, content: ''}] : source;
          const lineProps = getLineProps({line, className: clsx(lineClassNames[i])});
          return createElement(
            'div',
            {...lineProps, key: i},
            line.map((token, key) => {
              const {children, ...tokenProps} = getTokenProps({token});
              return createElement('span', {...tokenProps, key}, children);
            }),
            createElement('br'),
          );
        }),
      ),
    );
}

type Render = ReturnType<typeof renderCodeBlock>;

function renderReference(code: string, language: string, theme: PrismTheme, render: Render = renderCodeBlock()): string {
  // The package's RenderProps and these are the same shapes, declared twice.
  return renderToStaticMarkup(
    createElement(ReferenceHighlight, {code, language, theme, children: render as never}),
  );
}

function renderLean(code: string, language: string, theme: PrismTheme, render: Render = renderCodeBlock()): string {
  return renderToStaticMarkup(createElement(LeanHighlight, {code, language, theme, children: render}));
}

describe('lean Prism: every code block of the site renders as with prism-react-renderer', () => {
  it('registers no grammar until a code block needs one, then all of them once', () => {
    for (const language of ['markup', 'javascript', 'json', 'bash', 'php']) expect(languagesBeforeFirstUse).not.toContain(language);
    expect(loadGrammars()).toBe(leanPrism);
    expect(Object.keys(leanPrism.languages)).toEqual(expect.arrayContaining(['markup', 'javascript', 'json', 'bash', 'php']));
    expect('Prism' in globalThis, 'the global Prism is left as it was').toBe(false);
  });

  it('finds the site code blocks, most of them in highlighted languages', () => {
    expect(files.length).toBeGreaterThan(200);
    expect(highlighted.length).toBeGreaterThan(1500);
    const languages = new Set(highlighted.map((fence) => fence.language.toLowerCase()));
    for (const language of ['json', 'bash', 'ts', 'js', 'php', 'yaml', 'html', 'markdown', 'c', 'xml']) {
      expect(languages, language).toContain(language);
    }
  });

  it('highlights exactly the fence languages prism-react-renderer highlights', () => {
    const languages = [...new Set(fences.map((fence) => fence.language.toLowerCase()))].sort();
    const withGrammar = (prism: typeof leanPrism) => languages.filter((language) => prism.languages[language] != null);
    expect(withGrammar(leanPrism)).toEqual(withGrammar(referencePrism as typeof leanPrism));
    // The aliases readers use in fences, whether or not the site uses them today.
    for (const alias of ['html', 'xml', 'svg', 'js', 'ts', 'sh', 'shell', 'yml', 'md', 'json', 'php', 'css']) {
      expect(leanPrism.languages[alias], alias).toBeTruthy();
    }
  });

  it('has the same grammar as the package for every language it keeps, whatever the fences use', () => {
    const kept = Object.keys(leanPrism.languages).filter((name) => typeof leanPrism.languages[name] !== 'function');
    expect(kept.length).toBeGreaterThan(20);
    for (const name of kept) {
      expect(describeGrammar(leanPrism.languages[name]), name).toBe(
        describeGrammar(referencePrism.languages[name], {untaggedTemplates: true}),
      );
    }
  });

  const byFile = new Map<string, Fence[]>();
  for (const fence of highlighted) byFile.set(fence.file, [...(byFile.get(fence.file) ?? []), fence]);
  const themesOfSite = [prismConfig.theme, prismConfig.darkTheme];
  it.each([...byFile.keys()])('%s: same markup in both colour modes', (file) => {
    for (const {line, language, code} of byFile.get(file)!) {
      for (const theme of themesOfSite) {
        expect(renderLean(code, language, theme), `${file}:${line} (${language})`).toBe(
          renderReference(code, language, theme),
        );
      }
    }
  });

  it('renders fences without a grammar (text, nginx, mermaid, …) as plain lines, like the package', () => {
    const plain = fences.filter((fence) => referencePrism.languages[fence.language.toLowerCase()] == null);
    expect(plain.length).toBeGreaterThan(50);
    for (const {file, line, language, code} of plain) {
      expect(renderLean(code, language, prismConfig.theme), `${file}:${line}`).toBe(
        renderReference(code, language, prismConfig.theme),
      );
    }
  });

  it('applies every theme of the package the same way, language-specific entries included', () => {
    const samples = [highlighted.find((f) => f.language === 'php'), highlighted.find((f) => f.language === 'html')];
    for (const [name, theme] of Object.entries(themes)) {
      for (const sample of samples) {
        expect(renderLean(sample!.code, sample!.language, theme), name).toBe(
          renderReference(sample!.code, sample!.language, theme),
        );
        expect(renderLean(sample!.code, 'CSS', theme), `${name} css`).toBe(renderReference(sample!.code, 'CSS', theme));
      }
    }
  });

  it('merges caller classes and styles into line and token props the same way', () => {
    const render =
      (inner: Render) =>
      (props: RenderProps): ReactElement =>
        inner({
          ...props,
          getLineProps: (input) => props.getLineProps({...input, style: {outline: '1px solid'}, 'data-line': 1}),
          getTokenProps: (input) => props.getTokenProps({...input, className: 'extra', style: {margin: 0}}),
        });
    const code = 'const a = 1;\n\n  // highlighted\nfoo(a);\n';
    const withLineClasses = render(renderCodeBlock({0: ['theme-code-block-highlighted-line'], 2: ['x', 'y']}));
    expect(renderLean(code, 'js', prismConfig.theme, withLineClasses)).toBe(
      renderReference(code, 'js', prismConfig.theme, withLineClasses),
    );
  });
});

describe('lean-prism plugin', () => {
  const plugin = leanPrismPlugin();

  it.each([
    ['server', true],
    ['client', false],
  ])('aliases only the bare prism-react-renderer import in the %s bundle, empties prism-include-languages, and gives the server the highlighter directly', (_bundle, isServer) => {
    class NormalModuleReplacementPlugin {
      constructor(readonly test: RegExp, readonly replacement: string) {}
    }
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin}}};
    const result = plugin.configureWebpack!({} as never, isServer, utils as never, undefined) as {resolve: unknown; plugins: unknown[]};
    expect(result.resolve).toEqual({alias: {'prism-react-renderer$': LEAN_PRISM_MODULE}});
    // The swaps, then the check that fails the bundle if one found nothing (src/plugins/moduleReplacement.ts).
    // Only the server bundle takes the code block's highlighter directly; the browser loads it lazily.
    const swaps = [new NormalModuleReplacementPlugin(PRISM_INCLUDE_LANGUAGES, LANGUAGES_ALREADY_LOADED)];
    if (isServer) swaps.push(new NormalModuleReplacementPlugin(HIGHLIGHTER, SERVER_HIGHLIGHTER));
    expect(result.plugins).toHaveLength(swaps.length + 1);
    expect(result.plugins.slice(0, -1)).toEqual(swaps);
    expect(result.plugins.at(-1)?.constructor.name).toBe('ReplacementCheck');
    expect(fs.existsSync(SERVER_HIGHLIGHTER)).toBe(true);
    expect(path.join(ROOT, 'src/theme/CodeBlock/Content/highlighter.ts')).toMatch(HIGHLIGHTER);
    expect(LEAN_PRISM_MODULE).toBe(path.join(ROOT, 'src/prism/index.ts'));
    expect(fs.existsSync(LEAN_PRISM_MODULE)).toBe(true);
    expect(fs.existsSync(LANGUAGES_ALREADY_LOADED)).toBe(true);
    // The module it empties is still where Docusaurus's theme lists it.
    const themeClientModule = require.resolve('@docusaurus/theme-classic/lib/prism-include-languages.js');
    expect(themeClientModule).toMatch(PRISM_INCLUDE_LANGUAGES);
  });

  it("loads every language of the config's additionalLanguages itself, since prism-include-languages no longer does", () => {
    expect(prismConfig.additionalLanguages.length).toBeGreaterThan(0);
    for (const language of prismConfig.additionalLanguages) expect(Object.keys(leanPrism.languages), language).toContain(language);
  });

  it('is registered in the site config', () => {
    const names = ((config.plugins ?? []) as PluginConfig[]).map((entry) =>
      typeof entry === 'function' ? entry.name : undefined,
    );
    expect(names).toContain(leanPrismPlugin.name);
  });

  it('points at a module that never imports prism-react-renderer (the alias would not apply to it)', () => {
    const dir = path.dirname(LEAN_PRISM_MODULE);
    for (const name of fs.readdirSync(dir)) {
      const source = fs.readFileSync(path.join(dir, name), 'utf8');
      expect(source, name).not.toMatch(/(?:from|import|require\()\s*['"]prism-react-renderer/);
    }
  });

  it('leaves no global Prism behind', () => {
    expect('Prism' in globalThis).toBe(false);
  });
});
