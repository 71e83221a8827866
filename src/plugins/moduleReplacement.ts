/**
 * Swapping modules of Docusaurus's bundles, loudly. A replacement names what
 * it swaps by pattern; if Docusaurus moves or renames that file, the pattern
 * matches nothing and the bundle would build without the replacement (its cost
 * back, or a page broken only in the browser). So each replacement comes with
 * a check that fails the bundle, naming the replacement and the Docusaurus file
 * it depends on, when the bundle does not contain what the replacement put in.
 *
 * The check reads the finished module graph, not the resolver's calls: a warm
 * persistent cache (Docusaurus Faster) restores modules without resolving them.
 */
import path from 'node:path';
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';

type Common = {
  /** The site plugin that asks for it, named in the error. */
  owner: string;
  /** The Docusaurus file (or import) it depends on, named in the error. */
  dependsOn: string;
};

export type Replacement = Common &
  (
    | {
        /** Every module whose request or resolved path matches `test` becomes `replacement`. */
        kind: 'module';
        test: RegExp;
        replacement: string;
      }
    | {
        /** The bare import `request` resolves to `replacement` (a `resolve.alias` entry `request$`). */
        kind: 'alias';
        request: string;
        replacement: string;
      }
    | {
        /** A module rule (a loader) applies to modules whose path matches `test`. */
        kind: 'rule';
        test: RegExp;
      }
  );

type Module = {resource?: string};
type Connection = {dependency?: {request?: string} | null};
type Compilation = {
  errors: unknown[];
  moduleGraph: {getIncomingConnections(module: Module): Iterable<Connection>};
  hooks: {finishModules: {tap(name: string, callback: (modules: Iterable<Module>) => void): void}};
};
type Compiler = {
  webpack: {WebpackError: new (message: string) => Error};
  hooks: {thisCompilation: {tap(name: string, callback: (compilation: Compilation) => void): void}};
};

const relative = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/');

/** What a replacement should have left in the bundle; undefined when it did, else why not. */
export function missingReplacement(replacement: Replacement, modules: Module[], compilation: Pick<Compilation, 'moduleGraph'>): string | undefined {
  switch (replacement.kind) {
    case 'module':
      // Its file is private to the replacement: in the bundle means swapped in.
      return modules.some((module) => module.resource === replacement.replacement)
        ? undefined
        : `no module matched ${replacement.test}, so ${relative(replacement.replacement)} is not in the bundle`;
    case 'alias': {
      const target = modules.find((module) => module.resource === replacement.replacement);
      // The target may also be imported directly; only an import of the bare name shows the alias at work.
      const viaAlias =
        target && [...compilation.moduleGraph.getIncomingConnections(target)].some((c) => c.dependency?.request === replacement.request);
      return viaAlias ? undefined : `nothing imports "${replacement.request}" any more, so the alias to ${relative(replacement.replacement)} does nothing`;
    }
    case 'rule':
      return modules.some((module) => module.resource !== undefined && replacement.test.test(module.resource))
        ? undefined
        : `no module matched ${replacement.test}, so its loader runs on nothing`;
  }
}

/** Fails the bundle, at the end of module building, for each replacement that left nothing in it. */
class ReplacementCheck {
  constructor(private readonly replacements: Replacement[]) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ReplacementCheck', (compilation) => {
      compilation.hooks.finishModules.tap('ReplacementCheck', (modules) => {
        const all = [...modules];
        for (const replacement of this.replacements) {
          const why = missingReplacement(replacement, all, compilation);
          if (why) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `[${replacement.owner}] A replacement found nothing to replace: ${why}. It depends on ${replacement.dependsOn}; ` +
                  'Docusaurus has probably moved or renamed it. Point the replacement at the new file, or remove it.',
              ),
            );
          }
        }
      });
    });
  }
}

/**
 * The bundler plugins and aliases for a bundle's replacements: the bundler's
 * NormalModuleReplacementPlugin (webpack's or Rspack's, whichever Docusaurus
 * runs) for each `module` one, and the check for all of them.
 */
export function replacementConfig(
  utils: ConfigureWebpackUtils,
  replacements: Replacement[],
): {plugins: WebpackPluginInstance[]; resolve: {alias: Record<string, string>}} {
  const {NormalModuleReplacementPlugin} = utils.currentBundler.instance as unknown as {
    NormalModuleReplacementPlugin: new (test: RegExp, replacement: string) => WebpackPluginInstance;
  };
  const plugins: WebpackPluginInstance[] = [];
  const alias: Record<string, string> = {};
  for (const replacement of replacements) {
    if (replacement.kind === 'module') plugins.push(new NormalModuleReplacementPlugin(replacement.test, replacement.replacement));
    if (replacement.kind === 'alias') alias[`${replacement.request}$`] = replacement.replacement;
  }
  plugins.push(new ReplacementCheck(replacements) as unknown as WebpackPluginInstance);
  return {plugins, resolve: {alias}};
}
