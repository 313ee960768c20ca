// `npm run bench` names this path; the benchmark itself is bench/search/search-bench.ts.
import './search/search-bench';
