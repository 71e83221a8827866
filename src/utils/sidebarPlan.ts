/**
 * Sidebar items as the site map plans them, pruned to the docs that exist.
 * Keeps sidebars.ts a plain description of the site map.
 */
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {isDocWritten} from './writtenDocs';

type SidebarItemConfig = Extract<SidebarsConfig[string], readonly unknown[]>[number];

export type PlannedItem =
  | string
  | {
      label: string;
      /** Doc id of the category's index page. */
      index?: string;
      items: PlannedItem[];
      collapsed?: boolean;
      /** Unique translation key; labels repeat across sidebars. */
      key: string;
    };

export function pruneToWritten(
  items: PlannedItem[],
  isWritten: (docId: string) => boolean = isDocWritten,
): SidebarItemConfig[] {
  const result: SidebarItemConfig[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      if (isWritten(item)) result.push({type: 'doc', id: item});
      continue;
    }
    const children = pruneToWritten(item.items, isWritten);
    const hasIndex = item.index !== undefined && isWritten(item.index);
    if (children.length === 0 && !hasIndex) continue;
    if (children.length === 0 && hasIndex) {
      // A category with only its index page reads better as the page itself.
      result.push({type: 'doc', id: item.index!});
      continue;
    }
    result.push({
      type: 'category',
      label: item.label,
      key: item.key,
      collapsed: item.collapsed ?? true,
      ...(hasIndex ? {link: {type: 'doc', id: item.index!}} : {}),
      items: children,
    });
  }
  return result;
}
