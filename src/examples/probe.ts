/**
 * The probe: a last runPHP step added to an example, which reads the site's
 * state for each expected effect and writes it to /out/report.json (a host
 * directory mounted by the runner), and the comparison of that report with
 * what the example promised.
 */
import type {Effect, Format} from './expectedEffects';

export const PROBE_REPORT = '/out/report.json';

/** PHP that answers each effect, in order, with the value found in the site. */
export function probePhp(effects: Effect[]): string {
  const checks = Buffer.from(JSON.stringify(effects)).toString('base64');
  return `<?php
require '/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
global $wpdb;
$count = function ( $where, ...$args ) use ( $wpdb ) {
	return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE $where", ...$args ) );
};
$found = array();
foreach ( json_decode( base64_decode( '${checks}' ), true ) as $c ) {
	switch ( $c['kind'] ) {
		case 'option': $found[] = get_option( $c['name'], null ); break;
		case 'constant': $found[] = defined( $c['name'] ) ? constant( $c['name'] ) : array( 'undefined' => true ); break;
		case 'file': $found[] = is_file( $c['path'] ); break;
		case 'directory': $found[] = is_dir( $c['path'] ); break;
		case 'post': $found[] = $count( "post_title = %s AND post_type NOT IN ('revision', 'attachment')", $c['title'] ) > 0; break;
		case 'attachment': $found[] = $count( "post_title = %s AND post_type = 'attachment'", $c['title'] ) > 0; break;
		case 'no-content': $found[] = $count( "post_type = %s AND post_status NOT IN ('auto-draft', 'trash')", $c['postType'] ) === 0; break;
		case 'plugin-active': $found[] = is_plugin_active( $c['plugin'] ) || is_plugin_active_for_network( $c['plugin'] ); break;
		case 'theme-active': $found[] = get_stylesheet(); break;
		case 'multisite': $found[] = is_multisite(); break;
		case 'user':
			$user = get_user_by( 'login', $c['username'] );
			$found[] = $user ? $user->roles : null;
			break;
		case 'role': $found[] = null !== get_role( $c['name'] ); break;
		case 'user-meta': $found[] = get_user_meta( $c['userId'], $c['key'], true ); break;
		case 'php-version': $found[] = PHP_VERSION; break;
		default: $found[] = null;
	}
}
file_put_contents( '${PROBE_REPORT}', json_encode( $found ) );
`;
}

/** The example with the probe as its last step. */
export function withProbe(format: Format, blueprint: Record<string, unknown>, effects: Effect[]): Record<string, unknown> {
  const code = probePhp(effects);
  if (format === 'v1') {
    const steps = Array.isArray(blueprint.steps) ? blueprint.steps : [];
    return {...blueprint, steps: [...steps, {step: 'runPHP', code}]};
  }
  const steps = Array.isArray(blueprint.additionalStepsAfterExecution) ? blueprint.additionalStepsAfterExecution : [];
  return {...blueprint, additionalStepsAfterExecution: [...steps, {step: 'runPHP', code: {filename: 'examples-run-probe.php', content: code}}]};
}

/** A value as WordPress stores it: scalars as strings (true → "1", false → ""), deeply. */
export function asStored(value: unknown): unknown {
  if (value === true) return '1';
  if (value === false || value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map(asStored);
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asStored(v)]));
  return value;
}

/** Why an effect did not happen, or undefined when it did. */
export function unmetEffect(effect: Effect, found: unknown): string | undefined {
  const equal = (a: unknown, b: unknown) => JSON.stringify(asStored(a)) === JSON.stringify(asStored(b));
  const got = `found ${JSON.stringify(found)}`;
  switch (effect.kind) {
    case 'option':
      return equal(effect.value, found) ? undefined : `option ${effect.name} should be ${JSON.stringify(effect.value)}, ${got}`;
    case 'constant':
      return equal(effect.value, found) ? undefined : `constant ${effect.name} should be ${JSON.stringify(effect.value)}, ${got}`;
    case 'user-meta':
      return equal(effect.value, found) ? undefined : `user meta ${effect.key} of user ${effect.userId} should be ${JSON.stringify(effect.value)}, ${got}`;
    case 'file':
    case 'directory':
      return found === effect.exists ? undefined : `${effect.kind} ${effect.path} should ${effect.exists ? '' : 'not '}exist`;
    case 'post':
      return found === true ? undefined : `no post titled ${JSON.stringify(effect.title)}`;
    case 'attachment':
      return found === true ? undefined : `no media item titled ${JSON.stringify(effect.title)}`;
    case 'no-content':
      return found === true ? undefined : `${effect.postType} items remain`;
    case 'plugin-active':
      return found === true ? undefined : `plugin ${effect.plugin} is not active`;
    case 'theme-active':
      return found === effect.stylesheet ? undefined : `active theme should be ${effect.stylesheet}, ${got}`;
    case 'multisite':
      return found === true ? undefined : 'the site is not a multisite network';
    case 'user':
      return Array.isArray(found) && (!effect.role || found.includes(effect.role))
        ? undefined
        : `user ${effect.username}${effect.role ? ` with role ${effect.role}` : ''} is missing, ${got}`;
    case 'role':
      return found === true ? undefined : `role ${effect.name} is missing`;
    case 'php-version':
      return typeof found === 'string' && (found === effect.prefix || found.startsWith(`${effect.prefix}.`))
        ? undefined
        : `PHP should be ${effect.prefix}, ${got}`;
  }
}

/** Every unmet effect of a probe report. */
export function unmetEffects(effects: Effect[], report: unknown): string[] {
  if (!Array.isArray(report) || report.length !== effects.length) return [`the probe reported ${JSON.stringify(report)}`];
  return effects.map((effect, i) => unmetEffect(effect, report[i])).filter((problem): problem is string => problem !== undefined);
}

/**
 * What is wrong with a run its page shows failing: it must exit non-zero, and
 * its output must contain the error text the page states (whitespace runs are
 * compared as one space, since the CLI wraps long messages).
 */
export function failureProblems(exitCode: number, output: string, statedError: string): string[] {
  const squash = (text: string) => text.replace(/\s+/g, ' ');
  if (exitCode === 0) return [`the page says this run fails with "${statedError}", but it succeeded`];
  if (!squash(output).includes(squash(statedError))) {
    return [`the run failed, but without the error the page states ("${statedError}"):\n${output.trim().split('\n').slice(-6).join('\n')}`];
  }
  return [];
}
