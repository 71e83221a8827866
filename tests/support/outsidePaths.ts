/**
 * Finds paths in the project's own files that lead outside the repository:
 * `path.resolve(__dirname, '../..')`-style paths that climb above the root, and
 * names of the folders beside the checkout on the machines this site was built on.
 * A user's fork has neither, so nothing may depend on them.
 */
import fs from 'node:fs';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

/** Folders that are not the project's own source: installs, builds, caches. */
const SKIPPED_DIRS = new Set(['node_modules', 'build', '.docusaurus', 'generated', 'test-results', 'playwright-report', '.git', '.cache-loader']);
const SOURCE_FILE = /\.(?:ts|tsx|js|mjs|cjs|sh|json|ya?ml)$|^run$/;
/** Sibling folders of the checkout where this project was developed (spec, tools, library). */
const OUTSIDE_NAMES = /(?:\.\.\/shared\b|\bshared\/(?:spec|style|tools|hooks)\b|\.library\b|\/work\/)/;

/** This scanner and its test spell out the patterns they look for. */
const SELF = new Set(['tests/support/outsidePaths.ts', 'tests/unit/selfContained.test.ts']);

export function projectSourceFiles(root = REPO_ROOT): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(path.join(dir, entry.name));
      } else if (SOURCE_FILE.test(entry.name) && entry.name !== 'package-lock.json') {
        const file = path.join(dir, entry.name);
        if (!SELF.has(path.relative(root, file))) files.push(file);
      }
    }
  };
  walk(root);
  return files;
}

/** The problems of one file's text: each names the line and what leads outside `root`. */
export function outsidePaths(file: string, text: string, root = REPO_ROOT): string[] {
  const problems: string[] = [];
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const where = `${path.relative(root, file)}:${i + 1}`;
    if (OUTSIDE_NAMES.test(line)) problems.push(`${where} names a folder outside the repository: ${line.trim()}`);
    for (const call of line.matchAll(/path\.(?:resolve|join)\(\s*__dirname\s*,((?:\s*'[^']*'\s*,?)+)\)/g)) {
      const parts = [...call[1]!.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
      const target = path.resolve(path.dirname(file), ...parts);
      const relative = path.relative(root, target);
      if (relative.startsWith('..') || path.isAbsolute(relative)) {
        problems.push(`${where} resolves outside the repository (${target}): ${line.trim()}`);
      }
    }
  });
  return problems;
}
