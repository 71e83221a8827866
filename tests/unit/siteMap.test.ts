import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {PLANNED_SIDEBARS} from '../../src/config/siteMap';
import type {PlannedItem} from '../../src/utils/sidebarPlan';
import {docIdToRoute, siteDocIds} from '../../src/utils/writtenDocs';
import {LEGACY_REDIRECTS, activeRedirects, docsPrefixRedirect, partitionRedirects} from '../../src/redirects/legacyRedirects';

const SITE_MAP = path.resolve(__dirname, '../../../shared/spec/SITE-MAP.md');

function plannedDocIds(items: PlannedItem[]): string[] {
  return items.flatMap((item) =>
    typeof item === 'string' ? [item] : [...(item.index ? [item.index] : []), ...plannedDocIds(item.items)],
  );
}

const allPlanned = Object.values(PLANNED_SIDEBARS).flatMap(plannedDocIds);
const plannedRoutes = new Set(allPlanned.map(docIdToRoute));

/** Routes of the hub tables in SITE-MAP.md (`| \`/route\` | topic |`). */
function siteMapRoutes(): string[] {
  const text = fs.readFileSync(SITE_MAP, 'utf8');
  const hubs = text.slice(0, text.indexOf('## Generated routes'));
  return [...hubs.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1].replace(/(.)\/$/, '$1'));
}

describe('site map', () => {
  it('plans exactly the routes of SITE-MAP.md, each once', () => {
    expect(new Set(allPlanned).size).toBe(allPlanned.length);
    expect([...plannedRoutes].sort()).toEqual([...new Set(siteMapRoutes())].sort());
  });

  it('has no written doc outside the sidebars', () => {
    const orphans = siteDocIds().filter((id) => !allPlanned.includes(id));
    expect(orphans).toEqual([]);
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
