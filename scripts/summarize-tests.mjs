// Prints one closing line, 'N passed, N failed', over the jest and Playwright JSON reports.
// Arguments: jest reports (one per jest run), then the Playwright report last.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

const files = process.argv.slice(2);
const playwrightFile = files.pop();

for (const jestFile of files) {
  if (!existsSync(jestFile)) {
    failed += 1;
    console.error(`no jest report ${ jestFile }`);
    continue;
  }
  const report = JSON.parse(readFileSync(jestFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  skipped += report.numPendingTests + report.numTodoTests;
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
