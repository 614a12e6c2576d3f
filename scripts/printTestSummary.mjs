// Prints vitest's JSON report as one plain closing line ("N passed, N failed,
// N skipped") that any CI reader understands, plus the names of failures.
import { existsSync, readFileSync } from 'node:fs';

const file = process.argv[2] ?? '.artifacts/vitest.json';
if (!existsSync(file)) {
  console.log(`no test report at ${file}: the tests did not run (see the output above)`);
  process.exit(1);
}
const report = JSON.parse(readFileSync(file, 'utf8'));
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
for (const suite of report.testResults ?? []) {
  for (const test of suite.assertionResults ?? []) {
    if (test.status === 'failed') console.log(`FAILED: ${test.fullName}`);
  }
}
console.log(`tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`);
