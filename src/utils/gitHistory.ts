/**
 * What the repository's history can tell about a page's date. A shallow clone
 * (CI's default checkout) knows only its newest commits: every older file
 * would look changed on the day of the clone. So dates come only from a full
 * history, and a shallow or missing one gives no date rather than a wrong one.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

function git(args: string[], cwd: string): string | undefined {
  try {
    return execFileSync('git', args, {cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 256 * 1024 * 1024}).trim();
  } catch {
    return undefined;
  }
}

const fullHistory = new Map<string, boolean>();

/** True when `dir` is inside a git work tree whose whole history is present. */
export function hasFullHistory(dir: string): boolean {
  let answer = fullHistory.get(dir);
  if (answer === undefined) {
    answer = git(['rev-parse', '--is-shallow-repository'], dir) === 'false';
    fullHistory.set(dir, answer);
  }
  return answer;
}

const lastCommitTimes = new Map<string, Map<string, number>>();
const roots = new Map<string, string | undefined>();

/**
 * Each tracked file's last commit time (seconds), by path from the repository
 * root, from one walk of the history per repository and process, not one git
 * call per file (the translation page asks for 220 dates per locale's build).
 * Commits made after the walk are not seen until the next process.
 */
function commitTimesOf(root: string): Map<string, number> {
  let times = lastCommitTimes.get(root);
  if (!times) {
    times = new Map();
    let current = 0;
    // Newest commit first; a file's first appearance is its last change.
    const log = git(['-c', 'core.quotePath=false', 'log', '--format=%x00%ct', '--name-only'], root) ?? '';
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) current = Number(line.slice(1));
      else if (line !== '' && !times.has(line)) times.set(line, current);
    }
    lastCommitTimes.set(root, times);
  }
  return times;
}

/** When a file's last commit was made (committer date, as Docusaurus's "last updated" reads it), from a full history only. */
export function lastCommitDate(file: string, dir: string): Date | undefined {
  if (!hasFullHistory(dir)) return undefined;
  if (!roots.has(dir)) roots.set(dir, git(['rev-parse', '--show-toplevel'], dir));
  const root = roots.get(dir);
  let real: string;
  try {
    real = fs.realpathSync(path.resolve(dir, file));
  } catch {
    return undefined;
  }
  if (!root) return undefined;
  const seconds = commitTimesOf(root).get(path.relative(root, real).split(path.sep).join('/'));
  return seconds ? new Date(seconds * 1000) : undefined;
}


/** The commit being built (short form), for a reader's feedback to name; GitHub Actions gives it even without a .git folder. */
export function buildCommit(dir: string, env: Record<string, string | undefined> = process.env): string | undefined {
  return env.GITHUB_SHA?.slice(0, 12) || git(['rev-parse', '--short=12', 'HEAD'], dir);
}

export {japaneseDate} from './dateText';
