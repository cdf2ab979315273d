// The fuzz suite's personas, part 1 of 2 (fuzz-run.ts); on SQLite and on PostgreSQL (DIALECT_UNDER_TEST,
// createTestApp), as `npm run fuzz` and the server suites run it.
import { fuzzPersonas } from './fuzz-run.js';

fuzzPersonas(0, 2);
