/**
 * `npm run examples:run`: runs every complete Blueprint the site shows (v1 and
 * v2, both locales, the generated v2 reference) in the real Playground CLI on
 * this machine, offline, and checks that each did what it declares: options
 * set, files written, posts created… (src/examples/expectedEffects.ts).
 * Examples that need the network are listed as skipped, with the reason.
 * The CLI commands the site shows failing (```bash expect-error='…') must fail
 * with the error text their page quotes.
 *
 *   npm run examples:run                  all examples
 *   npm run examples:run -- --only=v2     one kind (v1, v2 or cli)
 *   npm run examples:run -- --grep=run    examples shown on pages whose path contains "run"
 *   npm run examples:run -- --jobs=1      how many CLI runs at once (default 2)
 *
 * Exits 1 when an example that ran failed. A JSON report is written to
 * .cache/examples-run/report.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import {collectCliErrorExamples, collectSiteExamples, type CliErrorExample, type Example} from '../src/examples/collectExamples';
import {planExample, type Effect} from '../src/examples/expectedEffects';
import {failureProblems, unmetEffects, withProbe} from '../src/examples/probe';
import {startOfflinePlayground, type OfflinePlayground} from './offline-playground';

const ROOT = path.resolve(__dirname, '..');
const WORK_DIR = path.join(ROOT, '.cache', 'examples-run');
const TIMEOUT_MS = 5 * 60 * 1000;

type Outcome =
  | {status: 'skipped'; reasons: string[]}
  | {status: 'passed'; checked: number; seconds: number}
  | {status: 'failed'; problems: string[]; seconds: number};

function option(name: string): string | undefined {
  return process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
}

/** The last lines of the CLI's output that say what went wrong. */
function errorLines(output: string): string {
  const lines = output.split('\n').filter((line) => line.trim() && !/worker count has been reduced/.test(line));
  return lines.slice(-6).join('\n');
}

async function runExample(playground: OfflinePlayground, example: Example, index: number, expected?: Effect[]): Promise<Outcome> {
  // A run shown failing is checked for its error text even when the failure is a download this machine cannot make.
  if (example.statedError !== undefined) return runFailingExample(playground, example, index, example.statedError);
  const plan = expected ? {effects: expected, needs: []} : planExample(example.format, example.blueprint, example.statedOptions);
  if (plan.needs.length > 0) return {status: 'skipped', reasons: plan.needs};
  // Without WordPress there is nothing to probe: the run itself is the check.
  const probed = example.blueprint.wordpressVersion !== 'none';
  const dir = path.join(WORK_DIR, String(index).padStart(3, '0'));
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(path.join(dir, 'out'), {recursive: true});
  const blueprint = probed ? withProbe(example.format, example.blueprint, plan.effects) : example.blueprint;
  fs.writeFileSync(path.join(dir, 'blueprint.json'), JSON.stringify(blueprint, null, 2));
  const started = Date.now();
  const {code, output} = await playground.cli(['run-blueprint', '--blueprint=./blueprint.json', `--mount=${path.join(dir, 'out')}:/out`], {
    cwd: dir,
    timeoutMs: TIMEOUT_MS,
  });
  fs.writeFileSync(path.join(dir, 'output.txt'), output);
  const seconds = Math.round((Date.now() - started) / 1000);
  if (code !== 0) return {status: 'failed', problems: [`the CLI exited with ${code}:\n${errorLines(output)}`], seconds};
  if (!probed) return {status: 'passed', checked: 0, seconds};
  const reportFile = path.join(dir, 'out', 'report.json');
  if (!fs.existsSync(reportFile)) return {status: 'failed', problems: ['the probe step wrote no report'], seconds};
  const problems = unmetEffects(plan.effects, JSON.parse(fs.readFileSync(reportFile, 'utf8')));
  return problems.length ? {status: 'failed', problems, seconds} : {status: 'passed', checked: plan.effects.length, seconds};
}

/** An example its page shows failing: the run must fail, with the error text the page states. */
async function runFailingExample(playground: OfflinePlayground, example: Example, index: number, error: string): Promise<Outcome> {
  const dir = path.join(WORK_DIR, String(index).padStart(3, '0'));
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'blueprint.json'), example.text ?? JSON.stringify(example.blueprint, null, 2));
  const started = Date.now();
  const {code, output} = await playground.cli(['run-blueprint', '--blueprint=./blueprint.json'], {cwd: dir, timeoutMs: TIMEOUT_MS});
  fs.writeFileSync(path.join(dir, 'output.txt'), output);
  const seconds = Math.round((Date.now() - started) / 1000);
  const problems = failureProblems(code, output, error);
  return problems.length ? {status: 'failed', problems, seconds} : {status: 'passed', checked: 1, seconds};
}

/** A CLI command its page shows failing: run in an empty folder, it must fail with the stated error text. */
async function runCliErrorExample(playground: OfflinePlayground, example: CliErrorExample, index: number): Promise<Outcome> {
  const dir = path.join(WORK_DIR, `cli-${String(index).padStart(3, '0')}`);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  const started = Date.now();
  const {code, output} = await playground.cli(example.args, {cwd: dir, timeoutMs: TIMEOUT_MS});
  fs.writeFileSync(path.join(dir, 'output.txt'), output);
  const seconds = Math.round((Date.now() - started) / 1000);
  const problems = failureProblems(code, output, example.statedError);
  return problems.length ? {status: 'failed', problems, seconds} : {status: 'passed', checked: 1, seconds};
}

/**
 * Before trusting a pass, show that the probe can fail: a declaration runs with
 * one effect it has and two it has not, and exactly those two must be reported.
 */
async function selfCheck(playground: OfflinePlayground): Promise<void> {
  const example: Example = {
    format: 'v2',
    blueprint: {version: 2, siteOptions: {blogname: 'examples:run self-check'}},
    places: ['self-check'],
  };
  const effects: Effect[] = [
    {kind: 'option', name: 'blogname', value: 'examples:run self-check'},
    {kind: 'option', name: 'blogname', value: 'a title nobody set'},
    {kind: 'file', path: '/wordpress/wp-content/never-written.txt', exists: true},
  ];
  const outcome = await runExample(playground, example, 999, effects);
  const problems = outcome.status === 'failed' ? outcome.problems : [];
  if (problems.length !== 2 || !problems[0]!.includes('a title nobody set') || !problems[1]!.includes('never-written.txt')) {
    throw new Error(`examples:run self-check: the probe did not report exactly the two missing effects: ${JSON.stringify(outcome)}`);
  }
  console.log('self-check: the probe reports missing effects (2 of 2)\n');
}

/** One thing to run: a Blueprint example (v1, v2) or a failing CLI command (cli). */
type Task = {kind: 'v1' | 'v2' | 'cli'; places: string[]; run: (playground: OfflinePlayground, index: number) => Promise<Outcome>};

async function main(): Promise<void> {
  const only = option('only');
  const grep = option('grep');
  const jobs = Math.max(1, Number(option('jobs') ?? 2));
  const tasks: Task[] = [
    ...collectSiteExamples().map((example): Task => ({
      kind: example.format,
      places: example.places,
      run: (playground, i) => runExample(playground, example, i),
    })),
    ...collectCliErrorExamples().map((example): Task => ({
      kind: 'cli',
      places: example.places,
      run: (playground, i) => runCliErrorExample(playground, example, i),
    })),
  ].filter((task) => (!only || task.kind === only) && (!grep || task.places.some((place) => place.includes(grep))));
  const playground = await startOfflinePlayground();
  console.log(
    `examples:run: ${tasks.length} distinct examples, Playground CLI ${playground.cliVersion}, ` +
      `WordPress ${playground.wordpressVersion} (Debian's, whatever an example asks for), ${jobs} at once\n`,
  );
  fs.mkdirSync(WORK_DIR, {recursive: true});
  await selfCheck(playground);

  const outcomes: Outcome[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      const task = tasks[i]!;
      const outcome = await task.run(playground, i);
      outcomes[i] = outcome;
      const where = task.places[0] + (task.places.length > 1 ? ` (+${task.places.length - 1} more)` : '');
      const detail =
        outcome.status === 'skipped'
          ? outcome.reasons.join('; ')
          : outcome.status === 'passed'
            ? `${outcome.checked} effects checked, ${outcome.seconds} s`
            : `${outcome.seconds} s\n      ${outcome.problems.join('\n      ').replace(/\n/g, '\n      ')}`;
      console.log(`${outcome.status.toUpperCase().padEnd(7)} ${task.kind} ${where}: ${detail}`);
    }
  };
  try {
    await Promise.all(Array.from({length: jobs}, worker));
  } finally {
    await playground.close();
  }

  const count = (status: Outcome['status']) => outcomes.filter((o) => o.status === status).length;
  const ran = count('passed') + count('failed');
  const checked = outcomes.filter((o) => o.status === 'passed' && o.checked > 0).length;
  const places = tasks.reduce((sum, task) => sum + task.places.length, 0);
  console.log(
    `\nexamples:run: ${tasks.length} distinct examples (${places} places on the site): ` +
      `ran ${ran}, passed ${count('passed')} (${checked} with effects or the stated error checked, the others declare none this runner can read, ` +
      `so their check is a run without error), failed ${count('failed')}, skipped ${count('skipped')} (need the network)`,
  );
  fs.writeFileSync(
    path.join(WORK_DIR, 'report.json'),
    JSON.stringify(tasks.map((task, i) => ({kind: task.kind, places: task.places, ...outcomes[i]})), null, 2),
  );
  if (count('failed') > 0) process.exit(1);
}

main().catch((error: Error) => {
  console.error(error.stack ?? error.message);
  process.exit(1);
});
