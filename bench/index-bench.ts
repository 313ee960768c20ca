// `npm run bench:index` names this path; the benchmark itself is bench/search/index-bench.ts.
import './search/index-bench';
