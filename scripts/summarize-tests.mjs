// Prints one closing line, 'N passed, N failed', over the jest and Playwright JSON reports.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

const [ jestFile, playwrightFile ] = process.argv.slice(2);

if (jestFile && existsSync(jestFile)) {
  const report = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += report.numPendingTests + report.numTodoTests;
} else {
  failed += 1;
  console.error('no jest report');
}

if (playwrightFile && existsSync(playwrightFile)) {
  const { stats } = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
} else {
  failed += 1;
  console.error('no playwright report');
}

console.log(`${ passed } passed, ${ failed } failed${ skipped ? `, ${ skipped } skipped` : '' }`);
