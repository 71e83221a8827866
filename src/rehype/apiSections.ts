/**
 * Rehype plugin for the API reference: wraps each part of a page that starts at an h2 or h3 in a
 * <div class="api-section">, which the site's CSS gives `content-visibility: auto`. An API page is
 * long and flat (`/api/client`: about 4,300 elements, 140 sections), and laying all of it out on
 * load was most of its main-thread work on a slow phone; the browser now lays out the sections on
 * screen and the others as they come near. Headings stay where they were for the table of contents,
 * anchors and find-in-page, which all still reach a section that is not rendered yet.
 */
type Node = {type: string; tagName?: string; properties?: Record<string, unknown>; children?: Node[]};

export const API_SECTION_CLASS = 'api-section';

const startsSection = (node: Node) => node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3');

/** The root's children with each run from an h2/h3 to the next one wrapped; ESM (imports, exports) stays at the top level. */
export function wrapSections(children: Node[]): Node[] {
  const result: Node[] = [];
  let section: Node | undefined;
  for (const child of children) {
    if (child.type === 'mdxjsEsm') {
      result.push(child);
    } else if (startsSection(child)) {
      section = {type: 'element', tagName: 'div', properties: {className: [API_SECTION_CLASS]}, children: [child]};
      result.push(section);
    } else if (section) {
      section.children!.push(child);
    } else {
      result.push(child);
    }
  }
  return result;
}

export default function rehypeApiSections() {
  return (tree: Node): void => {
    tree.children = wrapSections(tree.children ?? []);
  };
}
