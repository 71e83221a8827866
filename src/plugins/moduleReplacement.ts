/**
 * The bundler's NormalModuleReplacementPlugin (webpack's or Rspack's, whichever
 * Docusaurus runs): swaps every module whose resolved path matches `test` for
 * the file `replacement`. Used by lean-route-table and lean-prism.
 */
import type {ConfigureWebpackUtils} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';

export function moduleReplacement(utils: ConfigureWebpackUtils, test: RegExp, replacement: string): WebpackPluginInstance {
  const {NormalModuleReplacementPlugin} = utils.currentBundler.instance as unknown as {
    NormalModuleReplacementPlugin: new (test: RegExp, replacement: string) => WebpackPluginInstance;
  };
  return new NormalModuleReplacementPlugin(test, replacement);
}
