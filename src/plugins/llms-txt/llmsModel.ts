/**
 * What the AI-ready files of a locale's build say: `llms.txt` (one section per
 * sidebar, in sidebar order, each doc page linked to its Markdown twin),
 * `llms-full.txt` (every twin in the same order), and the clean-up of the twins
 * that docusaurus-plugin-llms writes (links made absolute, internal fence
 * attributes dropped). Pure functions: the plugin and the unit tests share them.
 */
import path from 'node:path';
import {twinPath} from '../../utils/markdownTwin';
import {staleNoticeText} from '../../remark/translationNotice';

export {twinPath};

export type LlmsDoc = {
  /** `${pluginId}:${docId}`, as the sidebars name it within its instance. */
  key: string;
  title: string;
  description: string;
  /** Route with baseUrl and locale, no trailing slash (the home page ends in `/`). */
  permalink: string;
  /** Path of the source file inside its docs instance (`blueprints/v2/run.md`), the same in every locale. */
  relativeSource: string;
  pluginId: string;
};

export type LlmsSection = {label: string; docKeys: string[]};

/** Sidebar items as the docs plugin loads them (only what the walk needs). */
export type SidebarItem =
  | {type: 'doc' | 'ref'; id: string}
  | {type: 'category'; items: SidebarItem[]; link?: {type: string; id?: string}}
  | {type: string; [key: string]: unknown};

/** The doc ids of a sidebar in reading order: a category's own page comes before its items. */
export function sidebarDocIds(items: SidebarItem[]): string[] {
  const ids: string[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if ((item.type === 'doc' || item.type === 'ref') && typeof item.id === 'string') ids.push(item.id);
      if (item.type === 'category') {
        const category = item as {items: SidebarItem[]; link?: {type: string; id?: string}};
        if (category.link?.type === 'doc' && category.link.id) ids.push(category.link.id);
        walk(category.items);
      }
    }
  };
  walk(items);
  return [...new Set(ids)];
}

export type LinkContext = {
  siteUrl: string;
  /** The locale's baseUrl (`/wordpress-playground/ja/`). */
  baseUrl: string;
  /** The page whose twin is being rewritten. */
  doc: LlmsDoc;
  /** Every doc of the build by permalink, and by `${pluginId}:${relativeSource}`. */
  byPermalink: Map<string, LlmsDoc>;
  bySource: Map<string, LlmsDoc>;
};

/** The absolute URL a link of a twin should point to, or the link unchanged when it leaves the site. */
export function absoluteLink(target: string, context: LinkContext, isImage = false): string {
  const {siteUrl, baseUrl, doc} = context;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) return target;
  const hashAt = target.indexOf('#');
  const pathPart = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  if (pathPart === '') return `${siteUrl}${twinPath(doc.permalink, baseUrl)}${hash}`;

  let route: string | undefined;
  if (pathPart.startsWith('/')) {
    // Docusaurus resolves root-relative Markdown links against the locale's baseUrl.
    route = pathPart.startsWith(baseUrl) ? pathPart : `${baseUrl}${pathPart.slice(1)}`;
  } else if (/\.mdx?$/.test(pathPart)) {
    const file = path.posix.normalize(path.posix.join(path.posix.dirname(doc.relativeSource), pathPart));
    const linked = context.bySource.get(`${doc.pluginId}:${file}`);
    if (linked) return `${siteUrl}${twinPath(linked.permalink, baseUrl)}${hash}`;
    return target;
  } else {
    route = new URL(pathPart, `https://host${doc.permalink.endsWith('/') ? doc.permalink : `${doc.permalink}/`}`).pathname;
  }
  const normalized = route.length > 1 ? route.replace(/\/$/, '') : route;
  const linked = context.byPermalink.get(normalized) ?? context.byPermalink.get(`${normalized}/`);
  if (linked && !isImage) return `${siteUrl}${twinPath(linked.permalink, baseUrl)}${hash}`;
  return `${siteUrl}${route}${hash}`;
}

/** Applies `fn` to the prose of a Markdown text: fenced code blocks and inline code stay as they are. */
function mapProse(markdown: string, fn: (prose: string) => string): string {
  const out: string[] = [];
  let fence: string | undefined;
  let prose: string[] = [];
  const flush = () => {
    if (prose.length === 0) return;
    // Code spans are set aside as placeholders, so a link whose text is code (`[`x`](y)`) is still one link.
    const spans: string[] = [];
    const shielded = prose.join('\n').replace(/`+[^`\n]*`+/g, (span) => `\u0000${spans.push(span) - 1}\u0000`);
    out.push(fn(shielded).replace(/\u0000(\d+)\u0000/g, (_m, i: string) => spans[Number(i)]!));
    prose = [];
  };
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === undefined && marker) {
      flush();
      fence = marker;
      out.push(line);
    } else if (fence !== undefined) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
      out.push(line);
    } else {
      prose.push(line);
    }
  }
  flush();
  return out.join('\n');
}

/** This project's test hooks on a fence (`expect-option="…"`, `expect-error='…'`) mean nothing to a reader. */
function dropFenceHooks(markdown: string): string {
  return markdown.replace(/^(\s*(?:`{3,}|~{3,})[^\n]*)$/gm, (line) =>
    line.replace(/\s+expect-(?:option|error)=(?:"[^"]*"|'[^']*')/g, ''),
  );
}

/** A twin as readers get it: every link and image absolute, the fences without test hooks. */
export function cleanTwin(markdown: string, context: LinkContext): string {
  const linked = mapProse(markdown, (prose) =>
    prose.replace(/(!?)\[([^\]\n]*)\]\(\s*<?([^)\s>]+)>?((?:\s+"[^"]*")?)\s*\)/g, (_match, bang: string, text: string, target: string, title: string) =>
      `${bang}[${text}](${absoluteLink(target, context, bang === '!')}${title})`,
    ),
  );
  return dropFenceHooks(linked);
}

export type LlmsText = {siteName: string; summary: string; intro: string};

/** One line of llms.txt: `- [title](twin URL): description`. */
function entry(doc: LlmsDoc, siteUrl: string, baseUrl: string): string {
  const title = doc.title.replace(/([[\]])/g, '\\$1');
  const description = doc.description.replace(/\s+/g, ' ').trim();
  return `- [${title}](${siteUrl}${twinPath(doc.permalink, baseUrl)})${description ? `: ${description}` : ''}`;
}

/** The docs of the sections, each once, in section order (a page in two sidebars stays in the first). */
export function orderedDocs(sections: LlmsSection[], docs: Map<string, LlmsDoc>): Array<{section: string; docs: LlmsDoc[]}> {
  const seen = new Set<string>();
  return sections
    .map((section) => ({
      section: section.label,
      docs: section.docKeys
        .filter((key) => !seen.has(key) && docs.has(key) && seen.add(key))
        .map((key) => docs.get(key)!),
    }))
    .filter((section) => section.docs.length > 0);
}

export function renderLlmsTxt(text: LlmsText, sections: Array<{section: string; docs: LlmsDoc[]}>, siteUrl: string, baseUrl: string): string {
  const body = sections.map(({section, docs}) => `## ${section}\n\n${docs.map((doc) => entry(doc, siteUrl, baseUrl)).join('\n')}`);
  return `# ${text.siteName}\n\n> ${text.summary}\n\n${text.intro}\n\n${body.join('\n\n')}\n`;
}

/** Every twin in sidebar order, each introduced by its URL so that a reader can cite it. */
export function renderLlmsFull(
  text: LlmsText,
  sections: Array<{section: string; docs: LlmsDoc[]}>,
  siteUrl: string,
  baseUrl: string,
  twinText: (doc: LlmsDoc) => string,
): string {
  const parts = sections.flatMap(({docs}) => docs.map((doc) => `<!-- ${siteUrl}${twinPath(doc.permalink, baseUrl)} -->\n\n${twinText(doc).trim()}`));
  return `# ${text.siteName}\n\n> ${text.summary}\n\n${parts.join('\n\n---\n\n')}\n`;
}

/**
 * A Japanese twin of a stale translation carries the notice its page shows
 * (src/remark/translationNotice.ts), right after the title and description,
 * so an assistant reading the twin learns it too.
 */
export function withStaleNotice(markdown: string, englishTwinUrl: string, englishChanged?: Date): string {
  const text = staleNoticeText(englishChanged);
  const notice = `:::caution\n${text.beforeLink}[${text.link}](${englishTwinUrl})${text.afterLink}\n:::`;
  const header = /^# [^\n]*\n(?:\n> [^\n]*(?:\n> [^\n]*)*\n)?/.exec(markdown)?.[0] ?? '';
  return `${header}\n${notice}\n\n${markdown.slice(header.length).replace(/^\n+/, '')}`;
}
