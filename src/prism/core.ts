// Import order matters: globalPrism.ts sets `Prism.manual` before the core runs.
import {exposePrism} from './globalPrism';
import Prism from 'prismjs/components/prism-core';

// The core assigns the global itself only where a `global` binding exists.
exposePrism(Prism);

export {Prism};
