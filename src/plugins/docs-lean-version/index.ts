/**
 * The docs plugin, unchanged except for two lists every page downloads:
 * - the version metadata: Docusaurus puts each doc's description there for
 *   DocCard (category cards), which this site does not use, so the
 *   descriptions of all pages travelled with every page (8 KiB gzip of the
 *   default instance's 11). Each page keeps its own description (the meta tag).
 * - with `leanGlobalData`, the global data's list of every doc (id, path,
 *   sidebar), which is in main.js on every page of the site. The API
 *   reference's 400 entries (59 KB) only told the navbar which doc is active;
 *   its navbar item matches the /api path instead (docusaurus.config.ts).
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type VersionProp = {docs?: Record<string, {description?: string}>};
type GlobalVersion = {mainDocId: string; docs: {id: string}[]};
type GlobalData = {versions: GlobalVersion[]};
type LeanOptions = PluginOptions & {leanGlobalData?: boolean};

/** The global data with each version's doc list cut to its main doc (the one `useLayoutDoc` may look up). */
export function withMainDocOnly(data: GlobalData): GlobalData {
  return {
    ...data,
    versions: data.versions.map((version) => ({...version, docs: version.docs.filter((doc) => doc.id === version.mainDocId)})),
  };
}

/** The route tree with `description` dropped from the version metadata's docs. */
export function withoutCardDescriptions(route: RouteConfig): RouteConfig {
  const version = route.props?.version as VersionProp | undefined;
  const props = version?.docs
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(Object.entries(version.docs).map(([id, {description: _unused, ...doc}]) => [id, doc])),
        },
      }
    : route.props;
  return {...route, ...(props ? {props} : {}), ...(route.routes ? {routes: route.routes.map(withoutCardDescriptions)} : {})};
}

async function docsLeanVersion(context: LoadContext, {leanGlobalData = false, ...options}: LeanOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  return {
    ...plugin,
    async contentLoaded(args) {
      const {setGlobalData} = args.actions;
      await plugin.contentLoaded?.({
        ...args,
        actions: {
          ...args.actions,
          addRoute: (route) => args.actions.addRoute(withoutCardDescriptions(route)),
          setGlobalData: (data) => setGlobalData(leanGlobalData ? withMainDocOnly(data as GlobalData) : data),
        },
      });
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
