/**
 * The repository stands alone: a fork or a plain clone has no sibling folders,
 * so no file of the project may read anything outside the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {REPO_ROOT, outsidePaths, projectSourceFiles} from '../support/outsidePaths';

describe('the repository stands alone', () => {
  it('no source, test, script or config file leads outside the repository', () => {
    const files = projectSourceFiles();
    expect(files.length).toBeGreaterThan(50);
    const problems = files.flatMap((file) => outsidePaths(file, fs.readFileSync(file, 'utf8')));
    expect(problems).toEqual([]);
  });

  it('finds paths that climb above the root and names of the folders beside the checkout', () => {
    const file = path.join(REPO_ROOT, 'tests/unit/x.test.ts');
    expect(outsidePaths(file, "const a = path.resolve(__dirname, '../../../shared/spec/SITE-MAP.md');")).toHaveLength(2);
    expect(outsidePaths(file, "const b = path.join(__dirname, '..', '..', '..', 'other');")).toHaveLength(1);
    expect(outsidePaths(file, 'bash /work/shared/tools/playground-offline run-blueprint')).toHaveLength(1);
    expect(outsidePaths(file, "const c = path.resolve(__dirname, '../../docs');")).toEqual([]);
    expect(outsidePaths(file, "const d = path.join(__dirname, '..', 'support');")).toEqual([]);
  });
});
