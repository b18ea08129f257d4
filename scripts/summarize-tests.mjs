// Prints one closing line, 'N passed, N failed', over the jest and Playwright JSON reports
// given as arguments (a jest report has `numPassedTests`, a Playwright one `stats`).
// A report that is missing counts as one failure: its run did not finish.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    failed += 1;
    console.error(`no test report ${ file }`);
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += report.numPendingTests + report.numTodoTests;
  }
}

console.log(`${ passed } passed, ${ failed } failed${ skipped ? `, ${ skipped } skipped` : '' }`);
