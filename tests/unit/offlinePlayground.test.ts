/** scripts/offline-playground.ts: which Debian packages it takes WordPress from. */
import {describe, expect, it} from 'vitest';
import {findDebianPackages} from '../../scripts/offline-playground';

const index = [
  'Package: wordpress-l10n\nVersion: 7.1.4+dfsg1-1\nFilename: pool/main/w/wordpress/wordpress-l10n_7.1.4+dfsg1-1_all.deb\nSHA256: aa',
  'Package: wordpress\nSource: wordpress\nVersion: 7.1.4+dfsg1-1\nArchitecture: all\nFilename: pool/main/w/wordpress/wordpress_7.1.4+dfsg1-1_all.deb\nSize: 14363680\nSHA256: bb\nDescription: weblog manager\n multi-line description',
  'Package: wordpress-theme-twentytwentyfive\nVersion: 7.1.4+dfsg1-1\nFilename: pool/main/w/wordpress/wordpress-theme-twentytwentyfive_7.1.4+dfsg1-1_all.deb\nSHA256: cc',
].join('\n\n');

describe('findDebianPackages', () => {
  it('takes the file and checksum of each named package, in the order asked, from an index with others', () => {
    expect(findDebianPackages(index, ['wordpress', 'wordpress-theme-twentytwentyfive'])).toEqual([
      {name: 'wordpress', version: '7.1.4+dfsg1-1', filename: 'pool/main/w/wordpress/wordpress_7.1.4+dfsg1-1_all.deb', sha256: 'bb'},
      {
        name: 'wordpress-theme-twentytwentyfive',
        version: '7.1.4+dfsg1-1',
        filename: 'pool/main/w/wordpress/wordpress-theme-twentytwentyfive_7.1.4+dfsg1-1_all.deb',
        sha256: 'cc',
      },
    ]);
  });

  it('names the packages the index lacks', () => {
    expect(() => findDebianPackages(index, ['wordpress', 'wordpress-theme-twentytwentysix'])).toThrow(/has no wordpress-theme-twentytwentysix/);
  });
});
