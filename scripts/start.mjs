// `npm start`: builds the web app when its sources changed since the last build, then runs the
// server in this process (TypeScript through tsx), which migrates the database and loads the catalog.
import './lib/check-node.mjs';
import { register } from 'tsx/esm/api';
import { buildWebIfStale } from './lib/build-web.mjs';

await buildWebIfStale();
register();
await import('../server/server.ts');
