import React, {useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import DogfoodingLayout from './DogfoodingLayout';
import Loading from '@theme/Loading';
import Loadable from 'react-loadable';

/**
 * Loads a separate chunk on demand through react-loadable and @theme/Loading,
 * the same pair Docusaurus uses for every route, so the tests can delay or
 * break a real chunk request and see the spinner, the error box and Retry.
 */
const LazyPanel = Loadable({
  loader: () => import('./LazyPanel'),
  loading: Loading,
  delay: 200,
});

export default function LazyLoadTestPage(): ReactNode {
  const [shown, setShown] = useState(false);
  const title = translate({id: 'dogfooding.lazy.title', message: 'Chunk loading test'});
  return (
    <DogfoodingLayout title={title}>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <button type="button" className="button button--primary" onClick={() => setShown(true)}>
          {translate({id: 'dogfooding.lazy.button', message: 'Load the panel'})}
        </button>
        {shown && <LazyPanel />}
      </main>
    </DogfoodingLayout>
  );
}
