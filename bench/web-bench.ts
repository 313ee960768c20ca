// `npm run bench:web` names this path; the benchmark itself is bench/web/web-bench.ts.
import './web/web-bench';
