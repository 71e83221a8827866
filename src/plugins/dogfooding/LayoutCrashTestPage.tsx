import React, {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import DogfoodingLayout from './DogfoodingLayout';

/**
 * Throws above the layout, so only the site-wide error boundary can catch it
 * and the last-resort crash screen (src/theme/Error) is shown.
 */
export default function LayoutCrashTestPage(): ReactNode {
  const [armed, setArmed] = useState(false);
  if (armed) {
    throw new Error('Crash test: the whole page failed on purpose.', {
      cause: new Error('Crash test: the underlying cause.'),
    });
  }
  const title = translate({id: 'dogfooding.layoutCrash.title', message: 'Whole-page crash test'});
  return (
    <DogfoodingLayout title={title}>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <button type="button" className="button button--danger" onClick={() => setArmed(true)}>
          {translate({id: 'dogfooding.crash.button', message: 'Crash this page'})}
        </button>
      </main>
    </DogfoodingLayout>
  );
}
