/** Stands in for @php-wasm/web-5-2: the examples offer the PHP versions Playground supports, not the legacy 5.2 build. */
export async function getPHPLoaderModule(): Promise<never> {
  throw new Error('PHP 5.2 is not part of this site');
}
