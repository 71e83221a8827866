/**
 * The docs plugin, unchanged except for the version metadata every doc page
 * downloads: Docusaurus puts each doc's description there for DocCard
 * (category cards), which this site does not use, so the descriptions of all
 * pages travelled with every page (8 KiB gzip of the default instance's 11).
 * Each page still has its own description in its own metadata (the meta tag).
 */
import pluginContentDocs, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';

type VersionProp = {docs?: Record<string, {description?: string}>};

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

async function docsLeanVersion(context: LoadContext, options: PluginOptions): Promise<Plugin<unknown>> {
  const plugin = (await pluginContentDocs(context, options)) as Plugin<unknown>;
  return {
    ...plugin,
    async contentLoaded(args) {
      await plugin.contentLoaded?.({
        ...args,
        actions: {...args.actions, addRoute: (route) => args.actions.addRoute(withoutCardDescriptions(route))},
      });
    },
  };
}

// Given to Docusaurus as a function, the plugin carries its options validation (and defaults) itself.
docsLeanVersion.validateOptions = validateOptions;

export default docsLeanVersion as unknown as PluginModule;
