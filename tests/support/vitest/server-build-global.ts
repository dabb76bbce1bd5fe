// For the server projects: the precompiled server (dist-server/, as `npm start` runs it) that the tests
// starting a server process of their own spawn; rebuilt only when a source changed. Plain node starts it
// without the TypeScript loader, which compiles the sources on a run's first start and loads them slower.
import { buildServerIfStale } from '../../../scripts/build/build-server';

export default async function setup() {
  await buildServerIfStale();
}
