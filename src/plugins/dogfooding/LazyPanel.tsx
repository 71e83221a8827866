import React, {type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

export default function LazyPanel(): ReactNode {
  return (
    <p data-testid="lazy-panel">
      {translate({id: 'dogfooding.lazy.loaded', message: 'The panel has loaded.'})}
    </p>
  );
}
