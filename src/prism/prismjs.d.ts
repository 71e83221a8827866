// The prismjs package ships no types for its bare core file; it is the same
// Prism object as the package's main entry, without the bundled grammars.
declare module 'prismjs/components/prism-core' {
  import * as Prism from 'prismjs';
  export = Prism;
}
