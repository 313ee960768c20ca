// `npm run bench:import` names this path; the benchmark itself is bench/import/import-load.ts.
import './import/import-load';
