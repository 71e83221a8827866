/**
 * Turns each runnable PHP example into <PhpExample>, imported by the page that
 * has one, so its code loads with those pages only and never with the other
 * pages' JavaScript (nor the code block's, which every doc page loads):
 * - ```php run, with the ```text output block right after it: Run in the browser;
 * - ```php run="wordpress" / run="plugin": the "Run in Playground" link, whose
 *   Blueprint is built here, at build time.
 * Marks are described in src/php-examples/marks.ts.
 */
import {playgroundRunUrl} from '../blueprints/playgroundLink';
import {isOutputBlock, phpRunMode, pinnedPhpVersion} from '../php-examples/marks';
import {phpExampleBlueprint} from '../php-examples/playgroundBlueprint';

type Node = {type: string; lang?: string | null; meta?: string | null; value?: string; [key: string]: unknown; children?: Node[]};

export const COMPONENT = 'PhpExample';
export const COMPONENT_MODULE = '@site/src/components/PhpExample';

const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

/** `import PhpExample from '…'`, with the ESTree that MDX compiles from. */
function importNode(): Node {
  const source = COMPONENT_MODULE;
  return {
    type: 'mdxjsEsm',
    value: `import ${COMPONENT} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: COMPONENT}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}

/** Wraps the runnable examples of one parent's children; returns how many it wrapped. */
function wrapChildren(parent: Node): number {
  const children = parent.children;
  if (!children) return 0;
  let wrapped = 0;
  for (let i = 0; i < children.length; i++) {
    const node = children[i]!;
    if (node.type !== 'code' || node.lang !== 'php') {
      wrapped += wrapChildren(node);
      continue;
    }
    const mode = phpRunMode(node.meta ?? undefined);
    if (!mode) continue;
    if (mode !== 'inline') {
      const url = playgroundRunUrl(JSON.stringify(phpExampleBlueprint(node.value ?? '', mode, node.meta ?? undefined)))!;
      children.splice(i, 1, {
        type: 'mdxJsxFlowElement',
        name: COMPONENT,
        attributes: [attribute('playgroundUrl', url)],
        children: [node],
      });
      wrapped++;
      continue;
    }
    const version = pinnedPhpVersion(node.meta ?? undefined);
    const next = children[i + 1];
    const output = next && next.type === 'code' && isOutputBlock(next.lang, next.meta) ? next : undefined;
    children.splice(i, output ? 2 : 1, {
      type: 'mdxJsxFlowElement',
      name: COMPONENT,
      attributes: [attribute('code', node.value ?? ''), ...(version ? [attribute('php', version)] : [])],
      children: output ? [node, output] : [node],
    });
    wrapped++;
  }
  return wrapped;
}

export default function remarkPhpExamples() {
  return (tree: Node): void => {
    if (wrapChildren(tree) > 0) tree.children = [importNode(), ...(tree.children ?? [])];
  };
}
