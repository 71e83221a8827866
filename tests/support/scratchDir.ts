/**
 * Vitest global setup: every unit test writes its scratch files under one directory made for the run
 * (os.tmpdir() reads TMPDIR), removed when the run ends, so repeated runs leave nothing in /tmp.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export default function setup(): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-ja-unit-'));
  process.env.TMPDIR = dir;
  return () => fs.rmSync(dir, {recursive: true, force: true});
}
