// For the server projects: the precompiled server (dist-server/, as `npm start` runs it) that the tests
// starting a server process of their own spawn; rebuilt only when a source changed. Plain node starts it in
// about two thirds of the CPU that the TypeScript loader takes, and its first start in a run does not
// compile every source file first.
import { buildServerIfStale } from '../../scripts/build-server';

export default async function setup() {
  await buildServerIfStale();
}
