/**
 * Turns each ```php run example (and the ```text output block right after it)
 * into <PhpExample>, imported by the page that has one: the runner's code then
 * loads with those pages only, never with the other pages' JavaScript.
 * Marks are described in src/php-examples/marks.ts.
 */
import {isOutputBlock, phpRunMode, pinnedPhpVersion} from '../php-examples/marks';

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
    if (phpRunMode(node.meta ?? undefined) !== 'inline') continue;
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
