/**
 * The "API Reference" sidebar: the /api index, then the sidebar TypeDoc
 * generates beside its Markdown. Loaded after the API reference plugin has
 * run, so the generated file exists; on a fresh clone before any build it
 * does not, and the sidebar is just the index.
 */
import fs from 'node:fs';
import path from 'node:path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {API_DOCS_DIR} from '../config/site';

type SidebarItem = Extract<SidebarsConfig[string], readonly unknown[]>[number];
type GeneratedItem = {type: string; label?: string; items?: GeneratedItem[]; key?: string; [k: string]: unknown};

const GENERATED_SIDEBAR = path.resolve(__dirname, '../..', API_DOCS_DIR, 'typedoc-sidebar.cjs');

/**
 * Generated labels repeat across sections ("Classes", and items such as
 * `phpVar` that two packages export); translations need a unique key per item.
 */
export function withUniqueKeys(items: GeneratedItem[], prefix = 'api'): GeneratedItem[] {
  return items.map((item, index) => {
    if (item.type === 'doc' && typeof item.id === 'string') return {...item, key: item.id};
    if (item.type !== 'category') return item;
    const key = `${prefix}-${index}`;
    return {...item, key, items: withUniqueKeys(item.items ?? [], key)};
  });
}

/**
 * Evaluated from the file's text on every call, past any module cache: a build
 * of several locales runs TypeDoc and loads the sidebars once per locale in one
 * process, and a cached copy gave every locale the first one's labels.
 */
export function apiSidebar(generatedSidebar = GENERATED_SIDEBAR): SidebarItem[] {
  let generated: GeneratedItem[] = [];
  if (fs.existsSync(generatedSidebar)) {
    const module = {exports: {} as unknown};
    new Function('module', 'exports', fs.readFileSync(generatedSidebar, 'utf8'))(module, module.exports);
    generated = module.exports as GeneratedItem[];
  }
  const items = Array.isArray(generated) ? generated : ((generated as {items?: GeneratedItem[]}).items ?? []);
  return [{type: 'doc', id: 'index'}, ...(withUniqueKeys(items) as SidebarItem[])];
}
