/** Routes of the browser's route table create their component when it is first read (src/plugins/lean-route-table/withComponent.ts). */
import {describe, expect, it, vi} from 'vitest';

const created: [string, string | undefined][] = [];
vi.mock('@docusaurus/ComponentCreator', () => ({
  default: (path: string, hash?: string) => {
    created.push([path, hash]);
    return {component: path};
  },
}));

describe('withComponent', () => {
  it('calls ComponentCreator only when the component is first read, once, and keeps the route as it was', async () => {
    const {default: withComponent} = await import('../../src/plugins/lean-route-table/withComponent');
    const route = withComponent({path: '/ja/docs', exact: true}, '/ja/docs', 'abc');
    const notFound = withComponent({path: '*'}, '*');
    expect(created).toEqual([]);
    expect(route.path).toBe('/ja/docs');
    expect(Object.keys(route)).toEqual(['path', 'exact', 'component']);

    const component = (route as {component?: unknown}).component;
    expect(component).toEqual({component: '/ja/docs'});
    expect((route as {component?: unknown}).component).toBe(component);
    expect(created).toEqual([['/ja/docs', 'abc']]);
    expect((notFound as {component?: unknown}).component).toEqual({component: '*'});
    expect(created).toEqual([['/ja/docs', 'abc'], ['*', undefined]]);
  });
});
