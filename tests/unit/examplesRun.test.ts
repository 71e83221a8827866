/**
 * `npm run examples:run` runs the site's Blueprints in the real Playground CLI
 * (too slow for `npm test`); what it decides without running anything is
 * checked here: which examples it finds, which effects it expects from each,
 * which need the network, and how the probe's report is judged.
 */
import {describe, expect, it} from 'vitest';
import {
  cliErrorExamplesOfMarkdown,
  collectCliErrorExamples,
  collectSiteExamples,
  examplesOfMarkdown,
  shellWords,
  uniqueExamples,
} from '../../src/examples/collectExamples';
import {planExample, planV1, planV2, sitePath} from '../../src/examples/expectedEffects';
import {failureProblems, unmetEffect, unmetEffects, withProbe} from '../../src/examples/probe';
import {blueprintValidators} from '../../src/blueprints/schema';
import {blueprintKind, isMarkedInvalid} from '../../src/blueprints/codeBlocks';

const validators = blueprintValidators();

describe('the examples it finds', () => {
  it('takes complete v1 and v2 Blueprints, not single steps or other JSON', () => {
    const markdown = [
      '```json blueprint\n{"landingPage": "/"}\n```',
      '```json blueprint-v2 title="b.json"\n{"version": 2}\n```',
      '```json blueprint-step\n{"step": "login"}\n```',
      '```json\n{"a": 1}\n```',
    ].join('\n\n');
    expect(examplesOfMarkdown(markdown, 'en:x.md').map((e) => [e.format, e.places[0]])).toEqual([
      ['v1', 'en:x.md:1'],
      ['v2', 'en:x.md:5'],
    ]);
  });

  it('runs the same JSON once, remembering every place', () => {
    const a = {format: 'v2' as const, blueprint: {version: 2}, places: ['en:a.md:1']};
    const b = {format: 'v2' as const, blueprint: {version: 2}, places: ['ja:a.md:3']};
    expect(uniqueExamples([a, b])).toEqual([{format: 'v2', blueprint: {version: 2}, places: ['en:a.md:1', 'ja:a.md:3']}]);
  });

  it('reads the option values a page states the run ends with', () => {
    const markdown = [
      '```json blueprint-v2 expect-option="blogdescription=Just another shop" expect-option="blogname=A=B"',
      '{"version": 2, "siteOptions": {"blogdescription": "Fresh bread"}}',
      '```',
      '```json blueprint-v2',
      '{"version": 2, "siteOptions": {"blogdescription": "Fresh bread"}}',
      '```',
    ].join('\n');
    const [stated, plain] = examplesOfMarkdown(markdown, 'en:x.md');
    expect(stated!.statedOptions).toEqual({blogdescription: 'Just another shop', blogname: 'A=B'});
    expect(plain!.statedOptions).toBeUndefined();
    // The same JSON with and without a stated effect are two examples: each page's claim is checked.
    expect(uniqueExamples([stated!, plain!])).toHaveLength(2);
    // The stated value replaces the declared one; the other effects stay.
    expect(planExample('v2', stated!.blueprint, stated!.statedOptions).effects).toEqual([
      {kind: 'option', name: 'blogdescription', value: 'Just another shop'},
      {kind: 'option', name: 'blogname', value: 'A=B'},
    ]);
    expect(planExample('v2', plain!.blueprint).effects).toEqual([{kind: 'option', name: 'blogdescription', value: 'Fresh bread'}]);
  });

  it('reads the error a page states for an example that fails on purpose', () => {
    const markdown = [
      "```json blueprint-v2 expect-error='Unsupported Blueprint v2 PHP version \"7.0\"'",
      '{"version": 2, "phpVersion": "7.0"}',
      '```',
      '```json blueprint-v2 expect-error="Call to undefined function update_option()"',
      '{"version": 2}',
      '```',
    ].join('\n');
    // Words inside an attribute's value ("the blueprint step", "invalid") are not meta words.
    expect(blueprintKind('blueprint-v2 expect-error="at the blueprint step #3"')).toBe('blueprint-v2');
    expect(isMarkedInvalid('blueprint-v2 expect-error="an invalid path"')).toBe(false);
    expect(examplesOfMarkdown(markdown, 'en:x.md').map((e) => e.statedError)).toEqual([
      'Unsupported Blueprint v2 PHP version "7.0"',
      'Call to undefined function update_option()',
    ]);
    // Every example the site shows failing is on a troubleshooting page, and shown in both locales.
    const failing = collectSiteExamples().filter((e) => e.statedError !== undefined);
    expect(failing.length).toBeGreaterThanOrEqual(3);
    const places = failing.flatMap((e) => e.places);
    expect(places.every((p) => /(^|\/)troubleshooting\.md:/.test(p)), places.join()).toBe(true);
    expect(places.filter((p) => p.startsWith('ja:'))).toHaveLength(places.filter((p) => p.startsWith('en:')).length);
  });

  it('reads the CLI commands a page shows failing, and refuses a stated error it could not run', () => {
    const markdown = [
      "```bash expect-error='Unknown argument: phpp'",
      '# a misspelt flag',
      'npx @wp-playground/cli@latest server --phpp=8.3',
      '```',
      '```bash',
      'npx @wp-playground/cli@latest server --php=8.3',
      '```',
    ].join('\n');
    expect(cliErrorExamplesOfMarkdown(markdown, 'en:x.md')).toEqual([
      {args: ['server', '--phpp=8.3'], statedError: 'Unknown argument: phpp', places: ['en:x.md:1']},
    ]);
    const twoCommands = "```bash expect-error='x'\nnpx @wp-playground/cli@latest server\nls\n```";
    expect(() => cliErrorExamplesOfMarkdown(twoCommands, 'en:y.md')).toThrow(/en:y.md:1/);
    const otherTool = "```bash expect-error='x'\nnpx wp-now start\n```";
    expect(() => cliErrorExamplesOfMarkdown(otherTool, 'en:z.md')).toThrow(/must hold one/);
    expect(shellWords(`server --mount="./my dir:/x" --define 'A B' C`)).toEqual(['server', '--mount=./my dir:/x', '--define', 'A B', 'C']);
    // The site's own: each shown in both locales, on the troubleshooting index.
    const site = collectCliErrorExamples();
    expect(site.length).toBeGreaterThanOrEqual(5);
    for (const example of site) {
      expect(example.places.some((p) => p.startsWith('en:docs/troubleshooting.md'))).toBe(true);
      expect(example.places.some((p) => p.startsWith('ja:') && p.includes('/troubleshooting.md'))).toBe(true);
    }
  });

  it('judges a run that should fail: a non-zero exit with the stated text, wrapped lines allowed', () => {
    const stated = 'Unsupported Blueprint v2 PHP version "7.0"';
    expect(failureProblems(1, 'Error: Unsupported Blueprint v2\n  PHP version "7.0". Supported versions: 8.5', stated)).toEqual([]);
    expect(failureProblems(0, '', stated)[0]).toContain('but it succeeded');
    expect(failureProblems(1, 'Error: fetch failed', stated)[0]).toContain('without the error the page states');
  });

  it('checks the overwritten tagline of how-it-works as its page states it, in both locales', () => {
    const stated = collectSiteExamples().filter((e) => e.statedOptions?.blogdescription !== undefined);
    expect(stated.flatMap((e) => e.places.map((p) => p.replace(/:\d+$/, ''))).sort()).toEqual([
      'en:docs/blueprints/v2/how-it-works.md',
      'ja:i18n/ja/docusaurus-plugin-content-docs/current/blueprints/v2/how-it-works.md',
    ]);
    for (const example of stated) {
      expect(planExample('v2', example.blueprint, example.statedOptions).effects).toContainEqual({
        kind: 'option',
        name: 'blogdescription',
        value: 'Just another shop',
      });
    }
  });

  it('finds the site\'s examples, the v2 reference\'s included, and each stays valid with the probe added', () => {
    const examples = collectSiteExamples();
    expect(examples.filter((e) => e.format === 'v1').length).toBeGreaterThan(30);
    expect(examples.filter((e) => e.places.some((p) => p.includes('blueprints/v2/reference'))).length).toBeGreaterThanOrEqual(21);
    for (const example of examples) {
      // A mistake shown with its error is meant to fail validation.
      if (example.shownInvalid) continue;
      const plan = planExample(example.format, example.blueprint);
      if (plan.needs.length > 0) continue;
      const probed = withProbe(example.format, example.blueprint, plan.effects);
      const validate = example.format === 'v1' ? validators.blueprint : validators.blueprintV2;
      expect(validate(probed), example.places[0]).toBeUndefined();
    }
  });
});

describe('the effects it expects', () => {
  it('v2: options, constants, files, posts, users, and the last word of the steps', () => {
    const plan = planV2({
      version: 2,
      phpVersion: '8.3',
      siteOptions: {blogname: 'Shop'},
      constants: {WP_DEBUG: true},
      muPlugins: [{filename: 'a.php', content: '<?php'}],
      content: [{type: 'posts', source: {post_title: 'Hello'}}],
      users: [{username: 'ed', email: 'e@example.com', role: 'editor', meta: {}}],
      additionalStepsAfterExecution: [
        {step: 'mkdir', path: 'wp-content/tmp'},
        {step: 'rmdir', path: 'wp-content/tmp'},
        {step: 'setSiteOptions', options: {blogname: 'Shop 2'}},
      ],
    });
    expect(plan.needs).toEqual([]);
    expect(plan.effects).toEqual([
      {kind: 'php-version', prefix: '8.3'},
      {kind: 'constant', name: 'WP_DEBUG', value: true},
      {kind: 'file', path: '/wordpress/wp-content/mu-plugins/a.php', exists: true},
      {kind: 'post', title: 'Hello'},
      {kind: 'user', username: 'ed', role: 'editor'},
      {kind: 'directory', path: '/wordpress/wp-content/tmp', exists: false},
      {kind: 'option', name: 'blogname', value: 'Shop 2'},
    ]);
  });

  it('v2: what needs the network, or files beside the Blueprint', () => {
    expect(planV2({version: 2, plugins: ['akismet']}).needs).toEqual(['installs the plugin "akismet" from WordPress.org']);
    expect(planV2({version: 2, media: ['https://example.com/a.jpg']}).needs).toEqual(['fetches https://example.com/a.jpg']);
    expect(planV2({version: 2, plugins: ['./my-plugin']}).needs).toEqual(['reads ./my-plugin from beside the Blueprint']);
    expect(planV2({version: 2, siteLanguage: 'ja'}).needs).toEqual(['downloads the "ja" translations']);
    expect(planV2({version: 2, additionalStepsAfterExecution: [{step: 'wp-cli', command: 'wp option list'}]}).needs).toHaveLength(1);
    expect(planV2({version: 2, activeTheme: {gitRepository: 'https://github.com/a/b'}}).needs).toEqual(['clones https://github.com/a/b']);
    expect(planV2({version: 2, muPlugins: [{filename: 'a.php', content: 'https://example.com is not fetched'}]}).needs).toEqual([]);
  });

  it('v1: steps and shorthands', () => {
    const plan = planV1({
      siteOptions: {blogname: 'A'},
      steps: [
        {step: 'writeFile', path: '/wordpress/wp-content/a.txt', data: 'x'},
        {step: 'installPlugin', pluginData: {resource: 'wordpress.org/plugins', slug: 'akismet'}},
        {step: 'defineWpConfigConsts', consts: {WP_DEBUG: true}},
      ],
    });
    expect(plan.effects).toEqual([
      {kind: 'option', name: 'blogname', value: 'A'},
      {kind: 'file', path: '/wordpress/wp-content/a.txt', exists: true},
      {kind: 'constant', name: 'WP_DEBUG', value: true},
    ]);
    expect(plan.needs).toEqual(['installs the plugin "akismet" from WordPress.org']);
    expect(planV1({plugins: ['hello-dolly']}).needs).toEqual(['installs "hello-dolly" from WordPress.org']);
  });

  it('resolves site paths as the v2 runner does', () => {
    expect(sitePath('wp-content/a')).toBe('/wordpress/wp-content/a');
    expect(sitePath('site:wp-content/a')).toBe('/wordpress/wp-content/a');
    expect(sitePath('/wordpress/a')).toBe('/wordpress/a');
  });
});

describe('judging the probe\'s report', () => {
  it('compares values as WordPress stores them', () => {
    expect(unmetEffect({kind: 'option', name: 'x', value: true}, '1')).toBeUndefined();
    expect(unmetEffect({kind: 'option', name: 'x', value: 5}, '5')).toBeUndefined();
    expect(unmetEffect({kind: 'option', name: 'x', value: {a: [1, false]}}, {a: ['1', '']})).toBeUndefined();
    expect(unmetEffect({kind: 'option', name: 'blogname', value: 'A'}, 'B')).toBe('option blogname should be "A", found "B"');
  });

  it('reports what is missing, and a report of the wrong shape', () => {
    expect(unmetEffect({kind: 'file', path: '/a', exists: true}, false)).toBe('file /a should exist');
    expect(unmetEffect({kind: 'directory', path: '/a', exists: false}, true)).toBe('directory /a should not exist');
    expect(unmetEffect({kind: 'user', username: 'ed', role: 'editor'}, ['subscriber'])).toMatch(/user ed with role editor is missing/);
    expect(unmetEffect({kind: 'php-version', prefix: '8.2'}, '8.2.29')).toBeUndefined();
    expect(unmetEffect({kind: 'php-version', prefix: '8.2'}, '8.25.0')).toMatch(/PHP should be 8.2/);
    expect(unmetEffects([{kind: 'multisite'}], [])).toEqual(['the probe reported []']);
  });

  it('adds the probe as the last step, in each format\'s own shape', () => {
    const v1 = withProbe('v1', {steps: [{step: 'login'}]}, []);
    expect((v1.steps as {step: string; code: unknown}[]).at(-1)).toMatchObject({step: 'runPHP', code: expect.stringContaining('wp-load.php')});
    const v2 = withProbe('v2', {version: 2}, [{kind: 'multisite'}]);
    expect(v2.additionalStepsAfterExecution).toEqual([
      {step: 'runPHP', code: {filename: 'examples-run-probe.php', content: expect.stringContaining("base64_decode( '")}},
    ]);
  });
});
