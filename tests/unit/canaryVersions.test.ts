/** `npm run canary` picks the versions it tries and reports why a step failed (scripts/canaryVersions.ts). */
import {describe, expect, it} from 'vitest';
import {lowestMajorNewest, pickCanary, reasons} from '../../scripts/canaryVersions';

describe('pickCanary', () => {
  const core = ['3.10.2', '4.0.0-canary-6808', '4.0.0-canary-6822'];
  const preset = ['3.10.2', '4.0.0-canary-6808'];

  it('takes the newest canary that every package published, not one only some have', () => {
    expect(pickCanary(undefined, [core, preset])).toBe('4.0.0-canary-6808');
    expect(pickCanary(undefined, [core, [...preset, '4.0.0-canary-6822']])).toBe('4.0.0-canary-6822');
  });

  it('orders canaries as versions, not as text', () => {
    expect(pickCanary(undefined, [['3.10.1-canary-6807', '3.9.0-canary-9000', '4.0.0-canary-100']])).toBe('4.0.0-canary-100');
  });

  it('follows the canary dist-tag when every package has it', () => {
    expect(pickCanary('4.0.0-canary-6808', [core, preset])).toBe('4.0.0-canary-6808');
    expect(pickCanary('4.0.0-canary-6822', [core, preset])).toBe('4.0.0-canary-6808');
  });

  it('says so when no canary is common to all', () => {
    expect(() => pickCanary(undefined, [core, ['3.10.2']])).toThrow(/No canary version/);
  });
});

describe('lowestMajorNewest', () => {
  it('gives the newest release of the lowest major a range accepts', () => {
    expect(lowestMajorNewest('>=6.0', ['5.9.3', '6.0.2', '6.0.3', '7.0.2', '7.1.0-beta'])).toBe('6.0.3');
    expect(lowestMajorNewest('>=24.14', ['22.12.0', '24.9.0', '24.22.3', '24.22.1', '26.12.1'])).toBe('24.22.3');
    expect(lowestMajorNewest('^19.3.0 ^19.2.0', ['19.2.0', '19.3.1', '19.3.0', '20.0.0'])).toBe('19.3.1');
  });

  it('skips prereleases and answers nothing when no release fits', () => {
    expect(lowestMajorNewest('>=8', ['7.0.0', '8.0.0-rc.1'])).toBeUndefined();
  });
});

describe('reasons', () => {
  it('keeps the lines that say what failed, without colours or repeats', () => {
    const output = [
      '\x1b[32m[INFO]\x1b[0m Creating an optimized production build...',
      '[ERROR] Client bundle compiled with errors therefore further build is impossible.',
      "Attempted import error: 'x' is not exported from 'y'.",
      "Attempted import error: 'x' is not exported from 'y'.",
      'tsconfig.json(4,5): error TS5101: Option is deprecated.',
    ].join('\n');
    expect(reasons(output)).toEqual([
      '[ERROR] Client bundle compiled with errors therefore further build is impossible.',
      "Attempted import error: 'x' is not exported from 'y'.",
      'tsconfig.json(4,5): error TS5101: Option is deprecated.',
    ]);
  });

  it('falls back to the last lines when none of them names an error', () => {
    expect(reasons('one\ntwo\nthree', 2)).toEqual(['two', 'three']);
  });
});
