/**
 * Page dates come from git only when the whole history is there: a shallow
 * clone gives no date rather than the clone's date (src/utils/gitHistory.ts).
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildCommit, hasFullHistory, japaneseDate, lastCommitDate} from '../../src/utils/gitHistory';

function repoWithTwoCommits(): string {
  const repo = fs.mkdtempSync(path.join(os.tmpdir(), 'history-'));
  execFileSync('git', ['init', '-q'], {cwd: repo});
  const commit = (file: string, date: string) => {
    fs.writeFileSync(path.join(repo, file), file);
    execFileSync('git', ['add', file], {cwd: repo});
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', file], {
      cwd: repo,
      env: {...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date},
    });
  };
  commit('old.md', '2025-01-02T03:04:05Z');
  commit('new.md', '2026-11-20T10:00:00Z');
  return repo;
}

describe('git history', () => {
  it('dates each file by its own last commit in a full clone', () => {
    const repo = repoWithTwoCommits();
    expect(hasFullHistory(repo)).toBe(true);
    expect(lastCommitDate(path.join(repo, 'old.md'), repo)?.toISOString()).toBe('2025-01-02T03:04:05.000Z');
    expect(lastCommitDate(path.join(repo, 'new.md'), repo)?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });

  it('gives no date in a shallow clone, where the old file would look as new as the clone', () => {
    const repo = repoWithTwoCommits();
    const shallow = fs.mkdtempSync(path.join(os.tmpdir(), 'shallow-'));
    execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, shallow]);
    expect(hasFullHistory(shallow)).toBe(false);
    expect(lastCommitDate(path.join(shallow, 'old.md'), shallow)).toBeUndefined();
  });

  it('gives no date outside a git work tree, and none for a file git does not track', () => {
    const plain = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    fs.writeFileSync(path.join(plain, 'page.md'), 'x');
    expect(hasFullHistory(plain)).toBe(false);
    expect(lastCommitDate(path.join(plain, 'page.md'), plain)).toBeUndefined();
    const repo = repoWithTwoCommits();
    fs.writeFileSync(path.join(repo, 'untracked.md'), 'x');
    expect(lastCommitDate(path.join(repo, 'untracked.md'), repo)).toBeUndefined();
  });

  it('names the commit being built: GitHub Actions\' SHA, else HEAD', () => {
    const repo = repoWithTwoCommits();
    const head = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {cwd: repo, encoding: 'utf8'}).trim();
    expect(buildCommit(repo, {})).toBe(head);
    expect(buildCommit(repo, {GITHUB_SHA: '0123456789abcdef0123'})).toBe('0123456789ab');
  });

  it('writes dates as Japanese text does', () => {
    expect(japaneseDate(new Date('2026-03-04T23:59:00Z'))).toBe('2026年3月4日');
  });
});
