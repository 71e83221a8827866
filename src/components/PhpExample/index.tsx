/**
 * A PHP example that runs in the reader's browser (```php run, see
 * src/php-examples/marks.ts). The page shows the code, a Run button and,
 * when the Markdown states it, what the example prints; Run executes the code
 * with PHP.wasm in a Web Worker (runPhp.ts, loaded on the first press) and
 * shows stdout, stderr and the exit code below. Edit turns the block into a
 * text area; Reset brings the original back.
 * An example that needs WordPress gets the link that runs it in Playground instead.
 */
import React, {useId, useRef, useState, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import RunInPlayground from '@site/src/components/RunInPlayground';
import {DEFAULT_PHP_VERSION, PHP_VERSIONS, RUN_TIME_LIMIT_SECONDS, type PhpVersion} from '@site/src/php-examples/marks';
import type {Run, RunOutcome} from './runPhp';
import styles from './styles.module.css';

type Props =
  | {code: string; php?: PhpVersion; playgroundUrl?: undefined; children: ReactNode}
  /** A WordPress script or plugin (run="wordpress" / run="plugin"): the build made its Blueprint link. */
  | {playgroundUrl: string; code?: undefined; php?: undefined; children: ReactNode};

type State =
  | {phase: 'idle'}
  | {phase: 'loading'; loaded: number; total: number}
  | {phase: 'running'}
  | {phase: 'ended'; outcome: RunOutcome};

const megabytes = (bytes: number) => (bytes / 1_000_000).toFixed(1);

function Status({state, version}: {state: State; version: PhpVersion}): ReactNode {
  switch (state.phase) {
    case 'idle':
      return null;
    case 'loading':
      return (
        <p className={styles.status}>
          <Translate id="theme.phpExample.loading" values={{version}}>
            {'Loading PHP {version}…'}
          </Translate>
          {state.total > 0 && (
            <>
              {' '}
              <progress max={state.total} value={state.loaded} aria-hidden="true" />{' '}
              <span>
                {megabytes(state.loaded)} / {megabytes(state.total)} MB
              </span>
            </>
          )}
        </p>
      );
    case 'running':
      return (
        <p className={styles.status}>
          <Translate id="theme.phpExample.running">Running…</Translate>
        </p>
      );
    case 'ended':
      return <Outcome outcome={state.outcome} />;
  }
}

function Outcome({outcome}: {outcome: RunOutcome}): ReactNode {
  switch (outcome.kind) {
    case 'timeout':
      return (
        <p className={styles.problem} data-php-result="timeout">
          <Translate id="theme.phpExample.timeout" values={{seconds: RUN_TIME_LIMIT_SECONDS}}>
            {'The code did not finish within {seconds} seconds, so it was stopped. Check it for an endless loop.'}
          </Translate>
        </p>
      );
    case 'stopped':
      return (
        <p className={styles.status} data-php-result="stopped">
          <Translate id="theme.phpExample.stopped">Stopped.</Translate>
        </p>
      );
    case 'failed':
      return (
        <p className={styles.problem} data-php-result="failed">
          <Translate id="theme.phpExample.failed" values={{message: outcome.message}}>
            {'PHP could not be loaded ({message}). Check your connection and run it again.'}
          </Translate>
        </p>
      );
    case 'crashed':
      return (
        <p className={styles.problem} data-php-result="crashed">
          <Translate id="theme.phpExample.crashed" values={{message: outcome.message}}>
            {'PHP stopped abnormally while running ({message}). Run it again to start with a fresh PHP.'}
          </Translate>
        </p>
      );
    case 'done':
      return (
        <div data-php-result="done">
          <p className={styles.label}>
            <Translate id="theme.phpExample.output">Result</Translate>
          </p>
          <pre className={styles.output} data-php-stdout="" tabIndex={0}>
            {outcome.stdout === '' ? (
              <span className={styles.empty}>
                <Translate id="theme.phpExample.noOutput">(no output)</Translate>
              </span>
            ) : (
              outcome.stdout
            )}
          </pre>
          {outcome.stderr !== '' && (
            <>
              <p className={styles.label}>
                <Translate id="theme.phpExample.stderr">Error output (stderr)</Translate>
              </p>
              <pre className={styles.output} data-php-stderr="" tabIndex={0}>
                {outcome.stderr}
              </pre>
            </>
          )}
          {outcome.exitCode !== 0 && (
            <p className={styles.problem} data-php-exit-code={outcome.exitCode}>
              <Translate id="theme.phpExample.exitCode" values={{code: outcome.exitCode}}>
                {'Exit code {code}'}
              </Translate>
            </p>
          )}
        </div>
      );
  }
}

/** The code, and under it the link that opens it in Playground, like a Blueprint example's. */
export default function PhpExample(props: Props): ReactNode {
  return props.playgroundUrl === undefined ? <RunnableExample {...props} /> : <RunInPlayground url={props.playgroundUrl} kind="php">{props.children}</RunInPlayground>;
}

function RunnableExample({code, php: pinned, children}: {code: string; php?: PhpVersion; children: ReactNode}): ReactNode {
  const [codeBlock, shownOutput] = React.Children.toArray(children);
  const [version, setVersion] = useState<PhpVersion>(pinned ?? DEFAULT_PHP_VERSION);
  const [draft, setDraft] = useState<string | undefined>(undefined);
  const [state, setState] = useState<State>({phase: 'idle'});
  const current = useRef<Run | undefined>(undefined);
  const editorRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const busy = state.phase === 'loading' || state.phase === 'running';

  async function run(): Promise<void> {
    setState({phase: 'loading', loaded: 0, total: 0});
    let outcome: RunOutcome;
    try {
      const {runPhp} = await import('./runPhp');
      const started = runPhp(draft ?? code, version, {
        onProgress: (loaded, total) => setState({phase: 'loading', loaded, total}),
        onStarted: () => setState({phase: 'running'}),
      });
      current.current = started;
      outcome = await started.outcome;
    } catch (error) {
      // The runner's own chunk did not load (offline, or a deploy replaced it).
      outcome = {kind: 'failed', message: error instanceof Error ? error.message : String(error)};
    }
    current.current = undefined;
    setState({phase: 'ended', outcome});
  }

  function edit(): void {
    setDraft(code);
    // Focus once the text area exists.
    requestAnimationFrame(() => editorRef.current?.focus());
  }

  return (
    <div className={styles.example} data-php-example="">
      {draft === undefined ? (
        codeBlock
      ) : (
        <textarea
          ref={editorRef}
          className={styles.editor}
          value={draft}
          rows={Math.min(30, draft.split('\n').length + 1)}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          aria-label={translate({id: 'theme.phpExample.editorLabel', message: 'PHP code of the example'})}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !busy) {
              event.preventDefault();
              void run();
            }
          }}
        />
      )}
      <div className={styles.toolbar}>
        {busy ? (
          <button type="button" className="button button--sm button--secondary" onClick={() => current.current?.stop()}>
            <Translate id="theme.phpExample.stop">Stop</Translate>
          </button>
        ) : (
          <button type="button" className="button button--sm button--primary" onClick={() => void run()} data-php-run="">
            <Translate id="theme.phpExample.run">Run</Translate>
          </button>
        )}
        {draft === undefined ? (
          <button type="button" className="button button--sm button--secondary" onClick={edit}>
            <Translate id="theme.phpExample.edit">Edit</Translate>
          </button>
        ) : (
          <button type="button" className="button button--sm button--secondary" onClick={() => setDraft(undefined)}>
            <Translate id="theme.phpExample.reset">Reset</Translate>
          </button>
        )}
        {pinned ? (
          <span className={styles.version}>PHP {pinned}</span>
        ) : (
          <span className={styles.version}>
            <label htmlFor={`${id}-php`}>PHP</label>{' '}
            <select id={`${id}-php`} value={version} disabled={busy} onChange={(event) => setVersion(event.target.value as PhpVersion)}>
              {PHP_VERSIONS.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          </span>
        )}
      </div>
      {shownOutput && (
        <div data-php-shown-output="">
          <p className={styles.label}>
            <Translate id="theme.phpExample.shownOutput">Output</Translate>
          </p>
          {shownOutput}
        </div>
      )}
      <div className={styles.result} aria-live="polite">
        <Status state={state} version={version} />
      </div>
    </div>
  );
}
