// npm start: build the SPA if needed, then serve SPA and API on one port (demo content on first start).
import { buildIfStale } from './build-if-stale';

await buildIfStale();
await import('../server/index');
