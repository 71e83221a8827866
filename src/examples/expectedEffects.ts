/**
 * What running a Blueprint example should leave behind, read from the example
 * itself: the options it sets, the files it writes, the posts it creates… and
 * whether it needs the network (which `npm run examples:run` cannot reach), so
 * every example is either run and checked, or skipped with a reason.
 * Pure functions: the runner (scripts/examples-run.ts) and the unit tests share them.
 */

export type Format = 'v1' | 'v2';

/** One effect the probe checks in the site after the Blueprint ran. */
export type Effect =
  | {kind: 'option'; name: string; value: unknown}
  | {kind: 'constant'; name: string; value: unknown}
  | {kind: 'file'; path: string; exists: boolean}
  | {kind: 'directory'; path: string; exists: boolean}
  | {kind: 'post'; title: string}
  | {kind: 'attachment'; title: string}
  | {kind: 'no-content'; postType: string}
  | {kind: 'plugin-active'; plugin: string}
  | {kind: 'theme-active'; stylesheet: string}
  | {kind: 'multisite'}
  | {kind: 'user'; username: string; role?: string}
  | {kind: 'role'; name: string}
  | {kind: 'user-meta'; userId: number; key: string; value: unknown}
  | {kind: 'php-version'; prefix: string};

/** `needs`: why the example cannot run on a machine without network (empty when it can). */
export type Plan = {effects: Effect[]; needs: string[]};

type Json = null | boolean | number | string | Json[] | {[key: string]: Json};
type JsonObject = {[key: string]: Json};

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const isUrl = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);

/** A path in the site as the probe sees it: v2 paths are relative to the WordPress root. */
export function sitePath(target: string): string {
  const stripped = target.replace(/^site:/, '');
  return stripped.startsWith('/') ? stripped : `/wordpress/${stripped.replace(/^\.\//, '')}`;
}

/** The runners fetch WP-CLI before the steps that use it (measured with the CLI 3.1.56, both formats). */
const WP_CLI_DOWNLOAD = 'downloads wp-cli.phar from playground.wordpress.net';

/** Languages WordPress ships with; any other needs translations downloaded. */
const BUILT_IN_LANGUAGES = ['en_US', 'en'];

/** The effects a file-system step has, keyed by path so that a later step (rmdir after mkdir) wins. */
class EffectList {
  private readonly byKey = new Map<string, Effect>();
  add(effect: Effect): void {
    const key =
      effect.kind === 'file' || effect.kind === 'directory'
        ? `path:${effect.path}`
        : effect.kind === 'option' || effect.kind === 'constant'
          ? `${effect.kind}:${effect.name}`
          : `${effect.kind}:${JSON.stringify(effect)}`;
    this.byKey.delete(key);
    this.byKey.set(key, effect);
  }
  get all(): Effect[] {
    return [...this.byKey.values()];
  }
}

/** mkdir, rmdir, rm, cp and mv take the same parameters in both formats; v2 reads their paths from the WordPress root (sitePath). */
function fileSystemStep(step: JsonObject, effects: EffectList): void {
  const at = (key: string) => sitePath(String(step[key]));
  switch (step.step) {
    case 'mkdir':
      effects.add({kind: 'directory', path: at('path'), exists: true});
      break;
    case 'rmdir':
      effects.add({kind: 'directory', path: at('path'), exists: false});
      break;
    case 'rm':
      effects.add({kind: 'file', path: at('path'), exists: false});
      break;
    case 'cp':
      effects.add({kind: 'file', path: at('toPath'), exists: true});
      break;
    case 'mv':
      effects.add({kind: 'file', path: at('fromPath'), exists: false});
      effects.add({kind: 'file', path: at('toPath'), exists: true});
      break;
    default:
      break;
  }
}

// ---------------------------------------------------------------- v2

/** Why a v2 data reference needs the network, or undefined when it is local. */
function v2ReferenceNetwork(reference: unknown, slugKind?: 'plugin' | 'theme'): string | undefined {
  if (isUrl(reference)) return `fetches ${reference}`;
  if (typeof reference === 'string') {
    if (reference.startsWith('site:')) return undefined;
    // An execution-context path: a file that travels beside the Blueprint, which a page's example does not have.
    if (/^\.?\//.test(reference)) return `reads ${reference} from beside the Blueprint`;
    if (slugKind) return `installs the ${slugKind} "${reference}" from WordPress.org`;
    return undefined;
  }
  if (isObject(reference) && 'gitRepository' in reference) return `clones ${String(reference.gitRepository)}`;
  return undefined;
}

function v2InstallSource(entry: Json): Json {
  return isObject(entry) && 'source' in entry ? entry.source : entry;
}

/** Where a v2 plugin or theme given as an inline directory lands. */
function inlineDirectoryName(source: Json, entry: Json): string | undefined {
  if (isObject(entry) && typeof entry.targetDirectoryName === 'string') return entry.targetDirectoryName;
  return isObject(source) && typeof source.directoryName === 'string' ? source.directoryName : undefined;
}

function v2Step(step: JsonObject, effects: EffectList, network: string[]): void {
  const need = (reason: string | undefined) => reason && network.push(reason);
  switch (step.step) {
    case 'setSiteOptions':
      for (const [name, value] of Object.entries(isObject(step.options) ? step.options : {})) effects.add({kind: 'option', name, value});
      break;
    case 'defineConstants':
      for (const [name, value] of Object.entries(isObject(step.constants) ? step.constants : {})) effects.add({kind: 'constant', name, value});
      break;
    case 'writeFiles':
      for (const [target, reference] of Object.entries(isObject(step.files) ? step.files : {})) {
        need(v2ReferenceNetwork(reference));
        const isDirectory = isObject(reference) && 'directoryName' in reference;
        effects.add({kind: isDirectory ? 'directory' : 'file', path: sitePath(target), exists: true});
      }
      break;
    case 'mkdir':
    case 'rmdir':
    case 'rm':
    case 'cp':
    case 'mv':
      fileSystemStep(step, effects);
      break;
    case 'activatePlugin':
      effects.add({kind: 'plugin-active', plugin: String(step.pluginPath)});
      break;
    case 'activateTheme':
      effects.add({kind: 'theme-active', stylesheet: String(step.themeDirectoryName)});
      break;
    case 'enableMultisite':
      // Both run WP-CLI, which the runner downloads first.
      need(WP_CLI_DOWNLOAD);
      effects.add({kind: 'multisite'});
      break;
    case 'wp-cli':
      need(WP_CLI_DOWNLOAD);
      break;
    case 'installPlugin':
      need(v2ReferenceNetwork(step.source, 'plugin'));
      break;
    case 'installTheme':
      need(v2ReferenceNetwork(step.source, 'theme'));
      break;
    case 'setSiteLanguage':
      if (!BUILT_IN_LANGUAGES.includes(String(step.language))) need(`downloads the "${String(step.language)}" translations`);
      break;
    case 'importContent':
      v2Content(Array.isArray(step.content) ? step.content : [], effects, network);
      break;
    case 'importMedia':
      v2Media(Array.isArray(step.media) ? step.media : [], effects, network);
      break;
    case 'resetData': {
      const types = Array.isArray(step.contentTypes) ? step.contentTypes.map(String) : ['posts', 'pages', 'comments'];
      for (const type of types.filter((t) => t !== 'comments')) effects.add({kind: 'no-content', postType: type === 'posts' ? 'post' : 'page'});
      break;
    }
    case 'runPHP':
      need(v2ReferenceNetwork(step.code));
      break;
    case 'runSQL':
      need(v2ReferenceNetwork(step.source));
      break;
    case 'unzip':
      need(v2ReferenceNetwork(step.zipFile));
      break;
    default:
      break;
  }
}

function v2Content(items: Json[], effects: EffectList, network: string[]): void {
  for (const item of items.filter(isObject)) {
    const sources = Array.isArray(item.source) ? item.source : [item.source];
    for (const source of sources) {
      const reason = v2ReferenceNetwork(source);
      if (reason) network.push(reason);
      if (item.type === 'posts' && isObject(source) && typeof source.post_title === 'string' && !('filename' in source)) {
        effects.add({kind: 'post', title: source.post_title});
      }
    }
  }
}

function v2Media(items: Json[], effects: EffectList, network: string[]): void {
  for (const item of items) {
    const source = isObject(item) && 'source' in item ? item.source : item;
    const reason = v2ReferenceNetwork(source);
    if (reason) network.push(reason);
    if (isObject(item) && typeof item.title === 'string') effects.add({kind: 'attachment', title: item.title});
  }
}

export function planV2(declaration: JsonObject): Plan {
  const effects = new EffectList();
  const network: string[] = [];
  const need = (reason: string | undefined) => reason && network.push(reason);

  if (typeof declaration.phpVersion === 'string' && /^\d+\.\d+/.test(declaration.phpVersion)) {
    effects.add({kind: 'php-version', prefix: declaration.phpVersion});
  }
  if (typeof declaration.siteLanguage === 'string' && !BUILT_IN_LANGUAGES.includes(declaration.siteLanguage)) {
    need(`downloads the "${declaration.siteLanguage}" translations`);
  }
  // A range is resolved against the list of releases on wordpress.org (measured: "fetch failed" offline).
  if (isObject(declaration.wordpressVersion) && 'min' in declaration.wordpressVersion) {
    need('looks up the WordPress releases of a version range on wordpress.org');
  } else {
    need(v2ReferenceNetwork(declaration.wordpressVersion));
  }
  for (const [name, value] of Object.entries(isObject(declaration.siteOptions) ? declaration.siteOptions : {})) {
    effects.add({kind: 'option', name, value});
  }
  for (const [name, value] of Object.entries(isObject(declaration.constants) ? declaration.constants : {})) {
    effects.add({kind: 'constant', name, value});
  }
  for (const entry of Array.isArray(declaration.plugins) ? declaration.plugins : []) {
    const source = v2InstallSource(entry);
    need(v2ReferenceNetwork(source, 'plugin'));
    const directory = inlineDirectoryName(source, entry);
    if (directory) {
      effects.add({kind: 'directory', path: `/wordpress/wp-content/plugins/${directory}`, exists: true});
      // An inline plugin's main file is the top-level PHP file with a plugin header.
      const files = isObject(source) && isObject(source.files) ? source.files : {};
      const main = Object.entries(files).find(([name, content]) => name.endsWith('.php') && typeof content === 'string' && /Plugin Name:/.test(content));
      if (main && !(isObject(entry) && entry.active === false)) effects.add({kind: 'plugin-active', plugin: `${directory}/${main[0]}`});
    }
  }
  for (const entry of Array.isArray(declaration.themes) ? declaration.themes : []) need(v2ReferenceNetwork(v2InstallSource(entry), 'theme'));
  if (declaration.activeTheme !== undefined) {
    const source = v2InstallSource(declaration.activeTheme);
    const reason = v2ReferenceNetwork(source, 'theme');
    need(reason);
    const directory = inlineDirectoryName(source, declaration.activeTheme);
    if (directory) effects.add({kind: 'theme-active', stylesheet: directory});
  }
  for (const entry of Array.isArray(declaration.muPlugins) ? declaration.muPlugins : []) {
    need(v2ReferenceNetwork(entry));
    if (isObject(entry) && typeof entry.filename === 'string') {
      effects.add({kind: 'file', path: `/wordpress/wp-content/mu-plugins/${entry.filename}`, exists: true});
    }
  }
  v2Content(Array.isArray(declaration.content) ? declaration.content : [], effects, network);
  v2Media(Array.isArray(declaration.media) ? declaration.media : [], effects, network);
  for (const font of Array.isArray(declaration.fonts) ? declaration.fonts : []) {
    JSON.stringify(font).match(/"https?:\/\/[^"]+"/g)?.forEach((url) => network.push(`fetches ${url.slice(1, -1)}`));
  }
  for (const user of (Array.isArray(declaration.users) ? declaration.users : []).filter(isObject)) {
    if (typeof user.username === 'string') effects.add({kind: 'user', username: user.username, ...(typeof user.role === 'string' ? {role: user.role} : {})});
  }
  for (const role of (Array.isArray(declaration.roles) ? declaration.roles : []).filter(isObject)) {
    if (typeof role.name === 'string') effects.add({kind: 'role', name: role.name});
  }
  for (const step of (Array.isArray(declaration.additionalStepsAfterExecution) ? declaration.additionalStepsAfterExecution : []).filter(isObject)) {
    v2Step(step, effects, network);
  }
  return {effects: effects.all, needs: [...new Set(network)]};
}

// ---------------------------------------------------------------- v1

/** Why a v1 resource needs the network. */
function v1ResourceNetwork(resource: Json): string | undefined {
  if (typeof resource === 'string') return isUrl(resource) ? `fetches ${resource}` : `installs "${resource}" from WordPress.org`;
  if (!isObject(resource)) return undefined;
  switch (resource.resource) {
    case 'url':
      return `fetches ${String(resource.url)}`;
    case 'wordpress.org/plugins':
      return `installs the plugin "${String(resource.slug)}" from WordPress.org`;
    case 'wordpress.org/themes':
      return `installs the theme "${String(resource.slug)}" from WordPress.org`;
    case 'git:directory':
      return `clones ${String(resource.url)}`;
    case 'bundled':
      return 'reads a file of a Blueprint bundle';
    default:
      return undefined;
  }
}

function v1Step(step: JsonObject, effects: EffectList, network: string[]): void {
  for (const key of ['pluginData', 'pluginZipFile', 'themeData', 'themeZipFile', 'file', 'wordPressFilesZip', 'sql', 'zipFile', 'data', 'fontsZipFile']) {
    if (key in step && !(step.step === 'writeFile' && typeof step[key] === 'string')) {
      const reason = v1ResourceNetwork(step[key]!);
      if (reason) network.push(reason);
    }
  }
  switch (step.step) {
    case 'setSiteOptions':
      for (const [name, value] of Object.entries(isObject(step.options) ? step.options : {})) effects.add({kind: 'option', name, value});
      break;
    case 'wp-cli':
      network.push(WP_CLI_DOWNLOAD);
      break;
    case 'importWxr':
      // The v1 compiler puts an installPlugin step for the WordPress Importer before the first importWxr.
      network.push('installs the plugin "wordpress-importer" from WordPress.org (added for importWxr)');
      break;
    case 'defineWpConfigConsts':
      for (const [name, value] of Object.entries(isObject(step.consts) ? step.consts : {})) effects.add({kind: 'constant', name, value});
      break;
    case 'writeFile':
      effects.add({kind: 'file', path: sitePath(String(step.path)), exists: true});
      break;
    case 'writeFiles':
      effects.add({kind: 'directory', path: sitePath(String(step.writeToPath)), exists: true});
      break;
    case 'mkdir':
    case 'rmdir':
    case 'rm':
    case 'cp':
    case 'mv':
      fileSystemStep(step, effects);
      break;
    case 'activatePlugin':
      effects.add({kind: 'plugin-active', plugin: String(step.pluginPath).replace(/^\/wordpress\/wp-content\/plugins\//, '')});
      break;
    case 'activateTheme':
      effects.add({kind: 'theme-active', stylesheet: String(step.themeFolderName)});
      break;
    case 'enableMultisite':
      network.push(WP_CLI_DOWNLOAD);
      effects.add({kind: 'multisite'});
      break;
    case 'setSiteLanguage':
      if (!BUILT_IN_LANGUAGES.includes(String(step.language))) network.push(`downloads the "${String(step.language)}" translations`);
      break;
    case 'updateUserMeta':
      for (const [key, value] of Object.entries(isObject(step.meta) ? step.meta : {})) {
        effects.add({kind: 'user-meta', userId: Number(step.userId), key, value});
      }
      break;
    default:
      break;
  }
}

export function planV1(blueprint: JsonObject): Plan {
  const effects = new EffectList();
  const network: string[] = [];
  const versions = isObject(blueprint.preferredVersions) ? blueprint.preferredVersions : {};
  if (typeof versions.php === 'string' && /^\d+\.\d+/.test(versions.php)) effects.add({kind: 'php-version', prefix: versions.php});
  for (const [name, value] of Object.entries(isObject(blueprint.siteOptions) ? blueprint.siteOptions : {})) {
    effects.add({kind: 'option', name, value});
  }
  for (const [name, value] of Object.entries(isObject(blueprint.constants) ? blueprint.constants : {})) {
    effects.add({kind: 'constant', name, value});
  }
  for (const plugin of Array.isArray(blueprint.plugins) ? blueprint.plugins : []) {
    const reason = v1ResourceNetwork(plugin);
    if (reason) network.push(reason);
  }
  // WP-CLI comes from playground.wordpress.net, when a step or `extraLibraries` asks for it.
  if (Array.isArray(blueprint.extraLibraries) && blueprint.extraLibraries.includes('wp-cli')) network.push(WP_CLI_DOWNLOAD);
  if (typeof blueprint.siteLanguage === 'string' && !BUILT_IN_LANGUAGES.includes(blueprint.siteLanguage)) {
    network.push(`downloads the "${blueprint.siteLanguage}" translations`);
  }
  for (const step of (Array.isArray(blueprint.steps) ? blueprint.steps : []).filter(isObject)) v1Step(step, effects, network);
  return {effects: effects.all, needs: [...new Set(network)]};
}

/**
 * The plan of an example; `statedOptions` (what its page says the run ends
 * with) replace the declared values of the same options.
 */
export function planExample(format: Format, blueprint: Record<string, unknown>, statedOptions: Record<string, string> = {}): Plan {
  const json = blueprint as JsonObject;
  const plan = format === 'v2' ? planV2(json) : planV1(json);
  const effects = new EffectList();
  for (const effect of plan.effects) effects.add(effect);
  for (const [name, value] of Object.entries(statedOptions)) effects.add({kind: 'option', name, value});
  return {effects: effects.all, needs: plan.needs};
}
