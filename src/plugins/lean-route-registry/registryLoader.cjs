// A webpack/rspack loader for .docusaurus/registry.js (plain JS: loaders are
// required by the bundler outside the TypeScript toolchain). It empties each
// entry's module path, the middle element of [loader, modulePath, webpackId].
module.exports = function withoutModulePaths(source) {
  return source.replace(/(\), )"[^"\n]*"(, require\.resolveWeak\()/g, '$1""$2');
};
