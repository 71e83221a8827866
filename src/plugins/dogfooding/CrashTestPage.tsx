import React, {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import DogfoodingLayout from './DogfoodingLayout';

/** Throws an error with a cause while rendering, to exercise the crash screen. */
function Bomb(): ReactNode {
  throw new Error('Crash test: rendering failed on purpose.', {
    cause: new Error('Crash test: the underlying cause.'),
  });
}

/** Holds its state below the layout's error boundary, so "Try again" starts it afresh. */
function CrashDemo({title}: {title: string}): ReactNode {
  const [armed, setArmed] = useState(false);
  return (
    <main className="container margin-vert--lg">
      <h1>{title}</h1>
      <p>
        {translate({
          id: 'dogfooding.crash.description',
          message: 'This page exists for the end-to-end tests of the crash screen.',
        })}
      </p>
      <button type="button" className="button button--danger" onClick={() => setArmed(true)}>
        {translate({id: 'dogfooding.crash.button', message: 'Crash this page'})}
      </button>
      {armed && <Bomb />}
    </main>
  );
}

export default function CrashTestPage(): ReactNode {
  const title = translate({id: 'dogfooding.crash.title', message: 'Crash test'});
  return (
    <DogfoodingLayout title={title}>
      <CrashDemo title={title} />
    </DogfoodingLayout>
  );
}
