// framer-motion's `m` elements, given to <RevealItem>s by an animating <Reveal> (none when it draws
// plain elements). A context of its own so that reveal.tsx never imports framer-motion itself.
import type { m } from 'framer-motion';
import { createContext } from 'react';

export const RevealMotion = createContext<typeof m | undefined>(undefined);
