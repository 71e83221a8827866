/**
 * llms.txt, llms-full.txt and a Markdown twin of every doc page, for each
 * locale's build. docusaurus-plugin-llms writes the twins from the pages'
 * (translated) sources; this wrapper runs it, then makes the twins' links
 * absolute and writes the two index files from the sidebars, which that plugin
 * does not know (it groups pages by folder, in file order).
 */
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import docusaurusPluginLLMs from 'docusaurus-plugin-llms';
import {API_DOCS_DIR, BASE_URL} from '../../config/site';
import {pageStatus} from '../../i18n/translationStatus';
import {DOCS_DIR, docFile, docIdToRoute} from '../../utils/writtenDocs';
import {lastCommitDate} from '../../utils/gitHistory';
import {
  cleanTwin,
  orderedDocs,
  renderLlmsFull,
  renderLlmsTxt,
  sidebarDocIds,
  twinPath,
  type LlmsDoc,
  type LlmsText,
  type SidebarItem,
  withStaleNotice,
} from './llmsModel';

/** The sidebars in the order of the navbar, each with the navbar label that names it. */
const SECTIONS = [
  {pluginId: 'default', sidebarId: 'mainSidebar', label: 'Documentation'},
  {pluginId: 'default', sidebarId: 'blueprintsSidebar', label: 'Blueprints'},
  {pluginId: 'default', sidebarId: 'developersSidebar', label: 'Developers'},
  {pluginId: 'api', sidebarId: 'apiSidebar', label: 'API Reference'},
];

const TEXT: Record<string, LlmsText> = {
  ja: {
    siteName: 'WordPress Playground ドキュメント',
    summary:
      'WordPress Playground は、WebAssembly にコンパイルした PHP と WordPress をブラウザーや Node.js の中で動かすツールです。このファイルは、その日本語ドキュメントの全ページを、サイドバーの順に Markdown 版へのリンクで示します。',
    intro: '各リンクの先は、ページの本文だけを収めた Markdown ファイルです。全ページの本文を1つにまとめたものは llms-full.txt にあります。',
  },
  en: {
    siteName: 'WordPress Playground documentation',
    summary:
      'WordPress Playground runs WordPress and PHP, compiled to WebAssembly, in the browser and in Node.js. This file lists every page of its documentation in sidebar order, each linked to a Markdown version of the page.',
    intro: 'Each link leads to a Markdown file with the text of the page only. llms-full.txt holds the text of every page in one file.',
  },
};

type DocMetadata = {id: string; title: string; source: string; permalink: string; frontMatter: {description?: string}};
type LoadedVersion = {docs: DocMetadata[]; sidebars: Record<string, SidebarItem[]>; contentPath: string; contentPathLocalized: string};
type LoadedPluginLike = {name: string; options: {id?: string}; content?: unknown};

/** The label a navbar item has in the locale being built (its translation in i18n/<locale>/docusaurus-theme-classic/navbar.json). */
function navbarLabel(siteDir: string, locale: string, label: string): string {
  const file = path.join(siteDir, 'i18n', locale, 'docusaurus-theme-classic', 'navbar.json');
  if (!fs.existsSync(file)) return label;
  const translations = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
  return translations[`item.label.${label}`]?.message ?? label;
}

/**
 * docusaurus-plugin-llms skips files named `_*` (Docusaurus's default for
 * partials), but the API reference serves one as a page (`_SchemaObject`): its
 * twin is the generated Markdown itself, without front matter, under its title.
 */
function writeUnderscoreTwin(doc: LlmsDoc, file: string, siteDir: string, source: string): void {
  if (!path.basename(source).startsWith('_')) {
    throw new Error(`llms-txt: docusaurus-plugin-llms wrote no Markdown twin for ${doc.permalink} (${path.relative(siteDir, file)})`);
  }
  const body = fs.readFileSync(source, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '').trim();
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${/^# /.test(body) ? '' : `# ${doc.title}\n\n`}${body}\n`);
}

export default function llmsTxtPlugin(context: LoadContext): Plugin {
  const locale = context.i18n.currentLocale;
  const text = TEXT[locale] ?? TEXT.en!;
  const inner = docusaurusPluginLLMs(context, {
    docsDir: [
      {path: 'docs', routeBasePath: '/'},
      {path: API_DOCS_DIR, routeBasePath: 'api'},
    ],
    // Only the twins: the index files are written below, from the sidebars.
    generateMarkdownFiles: true,
    generateLLMsTxt: true,
    generateLLMsFullTxt: false,
    excludeImports: true,
    logLevel: 'quiet',
  });

  return {
    name: 'llms-txt',
    async postBuild(props) {
      await inner.postBuild!({...props, content: undefined});
      const {siteDir, outDir, baseUrl} = props;
      const siteUrl = props.siteConfig.url;

      const docs = new Map<string, LlmsDoc>();
      const sourceFiles = new Map<string, string>();
      const sidebars = new Map<string, Record<string, SidebarItem[]>>();
      for (const plugin of props.plugins as LoadedPluginLike[]) {
        if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
        const pluginId = plugin.options.id ?? 'default';
        const version = (plugin.content as {loadedVersions: LoadedVersion[]}).loadedVersions[0]!;
        sidebars.set(pluginId, version.sidebars);
        for (const doc of version.docs) {
          const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
          const root = file.startsWith(version.contentPathLocalized) ? version.contentPathLocalized : version.contentPath;
          sourceFiles.set(`${pluginId}:${doc.id}`, file);
          docs.set(`${pluginId}:${doc.id}`, {
            key: `${pluginId}:${doc.id}`,
            title: doc.title,
            // Only a description written for the page: the excerpt Docusaurus takes from a generated API page is noise ("定義5551").
            description: doc.frontMatter.description ?? '',
            permalink: doc.permalink,
            relativeSource: path.relative(root, file).split(path.sep).join('/'),
            pluginId,
          });
        }
      }

      const byPermalink = new Map([...docs.values()].map((doc) => [doc.permalink, doc]));
      const bySource = new Map([...docs.values()].map((doc) => [`${doc.pluginId}:${doc.relativeSource}`, doc]));
      const twinFile = (doc: LlmsDoc) => path.join(outDir, twinPath(doc.permalink, baseUrl).slice(baseUrl.length));
      const twins = new Map<string, string>();
      for (const doc of docs.values()) {
        const file = twinFile(doc);
        if (!fs.existsSync(file)) writeUnderscoreTwin(doc, file, siteDir, sourceFiles.get(doc.key)!);
        let cleaned = cleanTwin(fs.readFileSync(file, 'utf8'), {siteUrl, baseUrl, doc, byPermalink, bySource});
        const docId = doc.key.slice(doc.pluginId.length + 1);
        if (locale === 'ja' && doc.pluginId === 'default' && pageStatus(docId).state === 'stale') {
          const english = docFile(DOCS_DIR, docId);
          const englishChanged = english ? lastCommitDate(english, siteDir) : undefined;
          cleaned = withStaleNotice(cleaned, `${siteUrl}${twinPath(`${BASE_URL}${docIdToRoute(docId).slice(1)}`, BASE_URL)}`, englishChanged);
        }
        fs.writeFileSync(file, cleaned);
        twins.set(doc.key, cleaned);
      }

      const sections = orderedDocs(
        SECTIONS.filter((s) => sidebars.get(s.pluginId)?.[s.sidebarId]).map((s) => ({
          label: navbarLabel(siteDir, locale, s.label),
          docKeys: sidebarDocIds(sidebars.get(s.pluginId)![s.sidebarId]!).map((id) => `${s.pluginId}:${id}`),
        })),
        docs,
      );
      const listed = new Set(sections.flatMap((s) => s.docs.map((doc) => doc.key)));
      const unlisted = [...docs.keys()].filter((key) => !listed.has(key));
      if (unlisted.length > 0) throw new Error(`llms-txt: doc pages in no sidebar, so missing from llms.txt: ${unlisted.join(', ')}`);

      fs.writeFileSync(path.join(outDir, 'llms.txt'), renderLlmsTxt(text, sections, siteUrl, baseUrl));
      fs.writeFileSync(path.join(outDir, 'llms-full.txt'), renderLlmsFull(text, sections, siteUrl, baseUrl, (doc) => twins.get(doc.key)!));
    },
  };
}
