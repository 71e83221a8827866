/**
 * prismjs grammar files are plain scripts that extend a global `Prism`, and
 * the core, when it finds a `document`, highlights every `language-*` element
 * on DOMContentLoaded unless `Prism.manual` was set before it ran. That would
 * rewrite server-rendered code blocks before React hydrates them, so this
 * module must be evaluated before the core (core.ts imports it first).
 */
type PrismGlobal = {Prism?: unknown};

const scope = globalThis as PrismGlobal;
const hadPrism = 'Prism' in scope;
const previousPrism = scope.Prism;

// Read by the core while it initialises; no web-worker listener either.
scope.Prism = {manual: true, disableWorkerMessageHandler: true};

/** Lets the grammar files (next in import order) find this Prism instance. */
export function exposePrism(prism: unknown): void {
  scope.Prism = prism;
}

/** Leaves the global as it was: prism-react-renderer never set one either. */
export function restoreGlobalPrism(): void {
  if (hadPrism) scope.Prism = previousPrism;
  else delete scope.Prism;
}
