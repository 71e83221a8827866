/**
 * What the repository's history can tell about a page's date. A shallow clone
 * (CI's default checkout) knows only its newest commits: every older file
 * would look changed on the day of the clone. So dates come only from a full
 * history, and a shallow or missing one gives no date rather than a wrong one.
 */
import {execFileSync} from 'node:child_process';

function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']}).trim();
  } catch {
    return undefined;
  }
}

/** True when `dir` is inside a git work tree whose whole history is present. */
export function hasFullHistory(dir: string): boolean {
  let answer = fullHistory.get(dir);
  if (answer === undefined) {
    answer = git(['rev-parse', '--is-shallow-repository'], dir) === 'false';
    fullHistory.set(dir, answer);
  }
  return answer;
}
const fullHistory = new Map<string, boolean>();

/** When a file's last commit was made (committer date, as Docusaurus's "last updated" reads it), from a full history only. */
export function lastCommitDate(file: string, dir: string): Date | undefined {
  if (!hasFullHistory(dir)) return undefined;
  const seconds = Number(git(['log', '-1', '--format=%ct', '--', file], dir));
  return seconds > 0 ? new Date(seconds * 1000) : undefined;
}

/** A date as Japanese text writes it: 2026年11月3日 (in UTC, as the build sees it). */
export function japaneseDate(date: Date): string {
  return `${date.getUTCFullYear()}年${date.getUTCMonth() + 1}月${date.getUTCDate()}日`;
}

/** The commit being built (short form), for a reader's feedback to name; GitHub Actions gives it even without a .git folder. */
export function buildCommit(dir: string, env: Record<string, string | undefined> = process.env): string | undefined {
  return env.GITHUB_SHA?.slice(0, 12) || git(['rev-parse', '--short=12', 'HEAD'], dir);
}
