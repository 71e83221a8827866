/**
 * Stands in for @docusaurus/core's client `preload` (the browser bundle only;
 * see index.ts). Docusaurus calls it before it hydrates the first page, before
 * it renders the page of every navigation, and when a link is hovered. It does
 * what the original does (load the code of every route the path matches), after
 * first loading the lazy subtree the path falls in: the routes that
 * tableLoader.cjs moved out of main.js into a chunk of their own.
 */
import routes from '@generated/routes';
import {matchRoutes, type RouteConfig} from 'react-router-config';

type LazyParent = RouteConfig & {
  routes: RouteConfig[];
  lazyRoutes?: () => Promise<{default: RouteConfig[]}>;
};

// One load per subtree, shared by every caller; forgotten on failure so a later call retries.
const loads = new Map<LazyParent, Promise<void>>();

function loadSubtree(parent: LazyParent, lazyRoutes: NonNullable<LazyParent['lazyRoutes']>): Promise<void> {
  let load = loads.get(parent);
  if (!load) {
    load = lazyRoutes().then(
      ({default: children}) => {
        // Mutated in place: the rendered tree and matchRoutes read this same array.
        parent.routes.push(...children);
        delete parent.lazyRoutes;
      },
      (error: unknown) => {
        loads.delete(parent);
        throw error;
      },
    );
    loads.set(parent, load);
  }
  return load;
}

/**
 * The lazy subtree a path's matches end in, when its routes have not arrived yet:
 * no route that stayed in main.js (such as the subtree's index page) matched deeper.
 */
export function pendingSubtree(matches: {route: RouteConfig}[]): (LazyParent & Required<Pick<LazyParent, 'lazyRoutes'>>) | undefined {
  const deepest = matches.at(-1)?.route as LazyParent | undefined;
  // The route itself, not a copy: loadSubtree fills in its routes in place.
  return deepest?.lazyRoutes ? (deepest as LazyParent & Required<Pick<LazyParent, 'lazyRoutes'>>) : undefined;
}

/** Loads the lazy subtree `pathname` falls in, if its routes have not arrived yet. */
async function loadLazyRoutes(pathname: string): Promise<void> {
  for (;;) {
    const subtree = pendingSubtree(matchRoutes(routes, pathname));
    if (!subtree) return;
    await loadSubtree(subtree, subtree.lazyRoutes);
  }
}

// The first call comes from main.js's own evaluation, just before hydration. What it does
// (matching the route table, adding the page's script tags: about 70 ms on a throttled phone)
// waits for a task of its own, so a page starts with two shorter main-thread tasks, not one long one.
let firstCall = true;
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export default async function preload(pathname: string): Promise<unknown[]> {
  if (firstCall) {
    firstCall = false;
    await nextTask();
  }
  const pathnames = [...new Set([pathname, decodeURI(pathname)])];
  await Promise.all(pathnames.map(loadLazyRoutes));
  const matches = pathnames.flatMap((path) => matchRoutes(routes, path));
  return Promise.all(matches.map(({route}) => (route.component as unknown as {preload?: () => unknown}).preload?.()));
}
