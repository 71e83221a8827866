/**
 * Gives a route of the browser's route table (tableLoader.cjs) its component on
 * first read. Docusaurus's routes.js calls ComponentCreator for every route as
 * soon as the table is evaluated, and each call builds a react-loadable
 * component; only the routes a visit matches ever read theirs (react-router
 * renders the match, preload.ts preloads it).
 */
import ComponentCreator from '@docusaurus/ComponentCreator';

export default function withComponent<Route extends object>(route: Route, path: string, hash?: string): Route {
  let component: ReturnType<typeof ComponentCreator> | undefined;
  return Object.defineProperty(route, 'component', {
    enumerable: true,
    get: () => (component ??= ComponentCreator(path, hash as string)),
  });
}
