/**
 * A stand-in for a solc-js release, loaded by the compiler worker in tests of the worker
 * pool: `compile` holds the thread for the `sleepMs` its input names, as a slow compile does.
 */
'use strict';

module.exports = {
  version: () => '0.0.1+commit.00000000',
  compile(input) {
    const { sleepMs } = JSON.parse(input);
    const end = Date.now() + sleepMs;
    while (Date.now() < end) { /* busy, as solc is */ }
    return JSON.stringify({ slept: sleepMs });
  },
};
