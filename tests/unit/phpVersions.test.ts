/**
 * The PHP versions the pages name cannot drift from the packages: the list on
 * the limitations page is @php-wasm/universal's SupportedPHPVersions, and the
 * default the CLI pages state is the one the installed CLI's --help prints.
 */
import fs from 'node:fs';
import path from 'node:path';
import {LegacyPHPVersions, SupportedPHPVersions} from '@php-wasm/universal';
import {describe, expect, it} from 'vitest';
import {readCliHelp} from '../../src/plugins/cli-reference/cliHelp';
import {JA_DOCS_DIR} from '../../src/i18n/translationStatus';
import {DOCS_DIR, docFile} from '../../src/utils/writtenDocs';

const ROOT = path.resolve(__dirname, '../..');
const page = (dir: string, id: string) => fs.readFileSync(docFile(dir, id)!, 'utf8');
const versionsIn = (text: string) => text.match(/\d\.\d/g) ?? [];

const cliPhp = readCliHelp(ROOT)
  .commands.find((command) => command.name === 'server')
  ?.options.find((option) => option.flag === '--php');
const CLI_DEFAULT = cliPhp?.default?.replace(/"/g, '');

describe('PHP versions on the pages', () => {
  it('the limitations page lists exactly the supported versions, in both locales', () => {
    const en = /Playground offers PHP ([^(]+)\(`SupportedPHPVersions`/.exec(page(DOCS_DIR, 'developers/limitations'))?.[1];
    const ja = /Playground で使える PHP は([^(]+)です \(`@php-wasm\/universal` の `SupportedPHPVersions`\)/.exec(
      page(JA_DOCS_DIR, 'developers/limitations'),
    )?.[1];
    expect(versionsIn(en ?? '')).toEqual([...SupportedPHPVersions]);
    expect(versionsIn(ja ?? '')).toEqual([...SupportedPHPVersions]);
  });

  it('the legacy build the pages describe is the packages’ legacy version', () => {
    expect([...LegacyPHPVersions]).toEqual(['5.2']);
    for (const dir of [DOCS_DIR, JA_DOCS_DIR]) expect(page(dir, 'developers/limitations')).toContain('PHP 5.2');
  });

  it('the CLI default the pages state is the installed CLI’s', () => {
    expect(CLI_DEFAULT).toMatch(/^\d\.\d$/);
    expect(cliPhp?.choices?.map((choice) => choice.replace(/"/g, ''))).toEqual([...SupportedPHPVersions, ...LegacyPHPVersions]);
    expect(page(DOCS_DIR, 'developers/limitations')).toContain(`Playground CLI's \`--php\` defaults to ${CLI_DEFAULT}`);
    expect(page(JA_DOCS_DIR, 'developers/limitations')).toContain(`Playground CLI の \`--php\` のデフォルト値は ${CLI_DEFAULT} です`);
    expect(page(DOCS_DIR, 'developers/xdebug/index')).toContain(`The CLI uses PHP ${CLI_DEFAULT} unless you pass \`--php\``);
    expect(page(JA_DOCS_DIR, 'developers/xdebug/index')).toContain(`\`--php\` を指定しない場合、CLI は PHP ${CLI_DEFAULT} を使います。`);
  });
});
