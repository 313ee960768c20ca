// `npm run build`: builds the web app now, whatever the stamp says.
import './lib/check-node.mjs';
import { buildWebIfStale } from './lib/build-web.mjs';

await buildWebIfStale({ force: true });
