/**
 * The docs plugin, unchanged except for two lists every page downloads:
 * - the version metadata: Docusaurus puts a map of every doc (id, title,
 *   description, sidebar) there for DocCard (category cards, `useDocById`),
 *   which this site does not use, so it travelled with every doc page
 *   (68 KB on each API page). Each page keeps its own title and description
 *   in its own metadata; the sidebars stay.
 * - with `leanGlobalData`, the global data's list of every doc (id, path,
 *   sidebar), which is in main.js on every page of the site. The API
 *   reference's 400 entries (59 KB) only told the navbar which doc is active;
 *   its navbar item matches the /api path instead (docusaurus.config.ts).
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type VersionProp = {docs?: Record<string, unknown>};
type GlobalVersion = {mainDocId: string; docs: {id: string}[]};
type GlobalData = {versions: GlobalVersion[]};
type LeanOptions = PluginOptions & {leanGlobalData?: boolean};

/** The global data with each version's doc list cut to its main doc (the one `useLayoutDoc` may look up). */
export function withMainDocOnly(data: GlobalData): GlobalData {
  // Loud, not silent, if Docusaurus changes the shape this relies on (@docusaurus/plugin-content-docs globalData).
  if (!Array.isArray(data?.versions) || data.versions.some((version) => !Array.isArray(version.docs))) {
    throw new Error(
      "[docs-lean-version] The docs plugin's global data has no `versions[].docs` list any more (@docusaurus/plugin-content-docs " +
        'changed it). Check what the navbar now reads, and update or remove leanGlobalData.',
    );
  }
  return {
    ...data,
    versions: data.versions.map((version) => ({...version, docs: version.docs.filter((doc) => doc.id === version.mainDocId)})),
  };
}

/** The route tree with the version metadata's map of docs emptied (only DocCard reads it); `found.count` counts the maps emptied. */
export function withoutCardDocs(route: RouteConfig, found: {count: number} = {count: 0}): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  if (version?.docs) found.count += 1;
  const props = version?.docs ? {...route.props, version: {...version, docs: {}}} : route.props;
  return {
    ...route,
    ...(props ? {props} : {}),
    ...(route.routes ? {routes: route.routes.map((child) => withoutCardDocs(child, found))} : {}),
  };
}

async function docsLeanVersion(context: LoadContext, {leanGlobalData = false, ...options}: LeanOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  return {
    ...plugin,
    async contentLoaded(args) {
      const {setGlobalData} = args.actions;
      const found = {count: 0};
      await plugin.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => args.actions.addRoute(withoutCardDocs(route, found)),
          setGlobalData: (data) => setGlobalData(leanGlobalData ? withMainDocOnly(data as GlobalData) : data),
        },
      });
      // Loud, not silent: a docs plugin whose routes no longer carry `props.version.docs` would ship it another way.
      if (found.count === 0) {
        throw new Error(
          "[docs-lean-version] No route of the docs plugin carried the version metadata's `docs` map " +
            '(@docusaurus/plugin-content-docs, its version route props). Check where the plugin puts it now, and update or remove this wrapper.',
        );
      }
    },
  };
}

// Given to Docusaurus as a function, the plugin carries its options validation (and defaults) itself;
// `leanGlobalData` is this wrapper's own option, so it is set aside before the docs plugin's schema sees it.
docsLeanVersion.validateOptions = ({validate, options}: {validate: never; options: LeanOptions}) => {
  const {leanGlobalData, ...docsOptions} = options;
  return {...validateOptions({validate, options: docsOptions} as never), ...(leanGlobalData === undefined ? {} : {leanGlobalData})};
};

export default docsLeanVersion as unknown as PluginModule;
