/**
 * The docs plugin wrapper empties the map of docs in the version metadata that
 * every doc page downloads; only DocCard reads it, and the site must not start
 * using it without bringing it back.
 */
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import docsLeanVersion, {withMainDocOnly, withoutCardDocs} from '../../src/plugins/docs-lean-version';

const ROOT = path.resolve(__dirname, '../..');

describe('the lean version metadata', () => {
  it('empties the map of docs in the version props, at any depth, and keeps the rest', () => {
    const route = {
      path: '/wordpress-playground/ja/',
      component: 'root',
      routes: [
        {
          path: '/wordpress-playground/ja/',
          component: 'version',
          props: {version: {pluginId: 'default', docsSidebars: {main: []}, docs: {a: {id: 'a', title: 'A', description: '長い説明', sidebar: 'main'}}}},
          routes: [{path: '/wordpress-playground/ja/a', component: 'doc', props: {other: 1}}],
        },
      ],
    };
    const lean = withoutCardDocs(route);
    expect(lean.routes![0]!.props).toEqual({version: {pluginId: 'default', docsSidebars: {main: []}, docs: {}}});
    expect(lean.routes![0]!.routes![0]).toEqual({path: '/wordpress-playground/ja/a', component: 'doc', props: {other: 1}});
    // The input is not changed: the plugin's own content keeps every doc (llms.txt, meta tags).
    expect(route.routes[0]!.props.version.docs.a.description).toBe('長い説明');
  });

  it('counts the maps it empties, so that the wrapper fails the build when Docusaurus stops putting one there', () => {
    const found = {count: 0};
    withoutCardDocs({path: '/', component: 'root', routes: [{path: '/a', component: 'version', props: {version: {docs: {a: {}}}}}]}, found);
    expect(found.count).toBe(1);
    const none = {count: 0};
    withoutCardDocs({path: '/', component: 'root', routes: [{path: '/a', component: 'version', props: {version: {}}}]}, none);
    expect(none.count).toBe(0);
  });

  it('is safe because no page or theme component of the site shows doc cards', () => {
    const files = ['src', 'docs', 'i18n'].flatMap((dir) =>
      fs.readdirSync(path.join(ROOT, dir), {recursive: true, withFileTypes: true})
        .filter((e) => e.isFile() && /\.(tsx?|mdx?)$/.test(e.name))
        .map((e) => path.join(e.parentPath, e.name)),
    );
    const users = files.filter((file) => /DocCardList|DocCard\b|useDocById|generated-index/.test(fs.readFileSync(file, 'utf8')));
    expect(users.map((file) => path.relative(ROOT, file))).toEqual(['src/plugins/docs-lean-version/index.ts']);
  });
});

describe('the lean global data of the API reference', () => {
  const data = {
    path: '/wordpress-playground/ja/api',
    versions: [
      {
        name: 'current',
        mainDocId: 'index',
        docs: [
          {id: 'index', path: '/wordpress-playground/ja/api/', sidebar: 'apiSidebar'},
          {id: 'client/function/startPlaygroundWeb', path: '/wordpress-playground/ja/api/client/function/startPlaygroundWeb', sidebar: 'apiSidebar'},
        ],
        sidebars: {apiSidebar: {link: {path: '/wordpress-playground/ja/api/', label: 'index'}}},
      },
    ],
  };

  it('keeps only the main doc of each version and everything else as it is', () => {
    const lean = withMainDocOnly(data);
    expect(lean.versions[0]!.docs).toEqual([data.versions[0]!.docs[0]]);
    expect({...lean.versions[0], docs: []}).toEqual({...data.versions[0], docs: []});
    expect(data.versions[0]!.docs).toHaveLength(2);
  });

  it('fails loudly on global data without a doc list per version, the shape it relies on', () => {
    expect(() => withMainDocOnly({versions: [{mainDocId: 'index'}]} as never)).toThrow(/\[docs-lean-version\].*versions\[\]\.docs/);
    expect(() => withMainDocOnly({} as never)).toThrow(/docs-lean-version/);
  });

  it('is an option of the wrapper that the docs plugin\'s own validation never sees', () => {
    const validate = (_schema: unknown, options: Record<string, unknown>) => {
      if ('leanGlobalData' in options) throw new Error('unknown option leanGlobalData');
      return options;
    };
    const validated = docsLeanVersion.validateOptions!({validate: validate as never, options: {id: 'api', leanGlobalData: true} as never});
    expect(validated).toMatchObject({id: 'api', leanGlobalData: true});
  });

  it('is safe because the navbar finds the API item by its path, not by the list of docs', () => {
    const config = fs.readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
    expect(config).toMatch(/leanGlobalData: true/);
    // Navbar items of type doc/docSidebar read the doc list to know whether they are active.
    expect(config).not.toMatch(/docsPluginId: 'api'/);
    expect(config).toMatch(/\{to: '\/api', activeBasePath: 'api'/);
  });
});
