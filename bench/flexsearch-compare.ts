// `npm run bench:flexsearch` names this path; the benchmark itself is bench/search/flexsearch-compare.ts.
import './search/flexsearch-compare';
