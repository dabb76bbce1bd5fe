// Where test files share a worker (isolate: false, vitest.config.ts), each still loads the app's own modules
// afresh, as it would alone: their module state (a first page's hash, a loaded chunk, a cache) never carries
// over from an earlier file. Packages from node_modules (React, Mantine, happy-dom) stay loaded, which is the
// saving: Node keeps them, and they are most of a file's loading time.
import { vi } from 'vitest';

vi.resetModules();
