/**
 * src/config/siteMap.ts is the project's own truth about its pages: the docs
 * tree of both locales and the sidebars must agree with it (the built site is
 * checked against it in tests/e2e/build-output.spec.ts).
 */
import {describe, expect, it} from 'vitest';
import {PLANNED_DOC_IDS, PLANNED_SIDEBARS} from '../../src/config/siteMap';
import {JA_DOCS_DIR} from '../../src/i18n/translationStatus';
import {pruneToWritten} from '../../src/utils/sidebarPlan';
import {DOCS_DIR, GENERATED_DOCS, docFile, docIdToRoute, listDocIds, siteDocIds} from '../../src/utils/writtenDocs';
import {LEGACY_REDIRECTS, activeRedirects, docsPrefixRedirect, partitionRedirects} from '../../src/redirects/legacyRedirects';
import sidebars from '../../sidebars';

const allPlanned = PLANNED_DOC_IDS;
const plannedRoutes = new Set(allPlanned.map(docIdToRoute));

describe('site map', () => {
  it('names each page once, and every route of the spec', () => {
    expect(new Set(allPlanned).size).toBe(allPlanned.length);
    // The spec's pages (§2), a sample from each hub: the map may grow, never lose them.
    for (const route of ['/', '/about/launch', '/blueprints/steps/shorthands', '/blueprints/tutorial/build-your-first-blueprint',
      '/changelog', '/contributing/table-lead-guide', '/developers/apis/javascript-api/mount-data', '/developers/apis/query-api',
      '/developers/architecture/browser-scopes', '/developers/local-development/wp-playground-cli', '/guides/wordpress-native-ios-app',
      '/web-instance']) {
      expect(plannedRoutes, route).toContain(route);
    }
  });

  it('has every page written, in English and in Japanese (or generated in both at build time)', () => {
    const unwritten = allPlanned.filter(
      (id) => !GENERATED_DOCS.includes(id) && (!docFile(DOCS_DIR, id) || !docFile(JA_DOCS_DIR, id)),
    );
    expect(unwritten).toEqual([]);
  });

  it('is what the sidebars show: nothing planned is left out of them', () => {
    for (const [id, items] of Object.entries(PLANNED_SIDEBARS)) {
      expect(sidebars[id], id).toEqual(pruneToWritten(items, () => true));
    }
    expect(Object.keys(sidebars).sort()).toEqual(Object.keys(PLANNED_SIDEBARS).sort());
  });

  it('has no written doc outside the sidebars, in either locale', () => {
    expect(siteDocIds().filter((id) => !allPlanned.includes(id))).toEqual([]);
    expect(listDocIds(JA_DOCS_DIR).filter((id) => !allPlanned.includes(id))).toEqual([]);
  });

  it('maps doc ids to routes', () => {
    expect(docIdToRoute('index')).toBe('/');
    expect(docIdToRoute('about/index')).toBe('/about');
    expect(docIdToRoute('developers/apis/index')).toBe('/developers/apis');
    expect(docIdToRoute('about/build')).toBe('/about/build');
  });
});

describe('legacy redirects', () => {
  it('start from unique old paths that are not current pages', () => {
    const froms = LEGACY_REDIRECTS.map((r) => r.from);
    expect(new Set(froms).size).toBe(froms.length);
    for (const from of froms) expect(plannedRoutes.has(from)).toBe(false);
  });

  it('all lead to planned pages', () => {
    const unplanned = LEGACY_REDIRECTS.filter((r) => !plannedRoutes.has(r.to));
    expect(unplanned).toEqual([]);
  });

  it('switch on only when their target page exists, and name the ones still waiting', () => {
    const {active, waiting} = partitionRedirects(new Set(['/', '/about']));
    expect(active.map((r) => r.to).every((to) => to === '/' || to === '/about')).toBe(true);
    expect(active.length + waiting.length).toBe(LEGACY_REDIRECTS.length);
    const actual = partitionRedirects(new Set(siteDocIds().map(docIdToRoute)));
    // Visible in the test output: which legacy paths wait for their page.
    console.info(
      `legacy redirects active: ${actual.active.length}, waiting for their page: ${actual.waiting.length}\n` +
        actual.waiting.map((r) => `  ${r.from} -> ${r.to}`).join('\n'),
    );
    for (const r of actual.waiting) expect(siteDocIds().map(docIdToRoute)).not.toContain(r.to);
  });

  it('point at the real URL of index pages, which carries a trailing slash', () => {
    const redirects = activeRedirects(['index', 'about/index', 'quick-start-guide']);
    expect(redirects).toContainEqual({from: '/overview', to: '/about/'});
    expect(redirects).toContainEqual({from: '/start-using', to: '/quick-start-guide'});
    expect(redirects).toContainEqual({from: '/docs/start-here', to: '/'});
  });

  it('adds /docs/P for every page path, and nothing for files or test pages', () => {
    expect(docsPrefixRedirect('/')).toEqual(['/docs']);
    expect(docsPrefixRedirect('/about/build')).toEqual(['/docs/about/build']);
    expect(docsPrefixRedirect('/404.html')).toBeUndefined();
    expect(docsPrefixRedirect('/_dogfooding/crash')).toBeUndefined();
    expect(docsPrefixRedirect('/docs/start-here')).toBeUndefined();
  });
});
