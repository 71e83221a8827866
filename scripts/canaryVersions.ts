/** The pure parts of `npm run canary` (scripts/canary.ts): which versions to try, and what a failed step's output says. */
import semver from 'semver';

/** The canary to try: the `canary` dist-tag when every package has it, else the newest canary all of them published. */
export function pickCanary(distTag: string | undefined, versionsByPackage: string[][]): string {
  const everywhere = versionsByPackage.reduce((common, versions) => common.filter((v) => versions.includes(v)));
  if (distTag && everywhere.includes(distTag)) return distTag;
  const canaries = everywhere.filter((v) => /-canary-/.test(v) && semver.valid(v));
  if (canaries.length === 0) throw new Error('No canary version is published for every @docusaurus package the site uses.');
  return canaries.sort(semver.compare).at(-1)!;
}

/** The newest release in the lowest major that `range` accepts: what a package needs, and no more. */
export function lowestMajorNewest(range: string, versions: string[]): string | undefined {
  const accepted = versions.filter((v) => semver.valid(v) && !semver.prerelease(v) && semver.satisfies(v, range));
  if (accepted.length === 0) return undefined;
  const lowestMajor = Math.min(...accepted.map((v) => semver.major(v)));
  return accepted.filter((v) => semver.major(v) === lowestMajor).sort(semver.compare).at(-1);
}

/** The lines of a failed step's output that say what failed, without colour codes and repeats. */
export function reasons(output: string, limit = 25): string[] {
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const lines = plain.split('\n').map((l) => l.trimEnd()).filter(Boolean);
  const telling = lines.filter((l) =>
    /\b(error|Error|ERROR|ERR!|FAIL|failed|Cannot find|not found|is not a function|is not exported|does not provide|TS\d{4})\b|×|✘/.test(l),
  );
  return [...new Set(telling.length > 0 ? telling : lines.slice(-limit))].slice(0, limit);
}
