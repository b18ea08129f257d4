/**
 * One solc-js release inside a worker thread, so compiles never block the API's event
 * loop. Plain CommonJS: the worker is loaded by Node itself, under tsx, jest or neither.
 * Messages in: `{id, type: 'compile', input}` (standard-JSON text) or `{id, type: 'probe',
 * evmVersions}`; out: `{id, ok: true, result}` or `{id, ok: false, error}`.
 */
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, loaded by Node without a transpiler */

const { parentPort, workerData } = require('node:worker_threads');

let solc;
// Note: loading a release costs ~0.3 s and ~100 MB; it happens at the first message.
function compiler() {
  solc ??= require(workerData.packageName);
  return solc;
}

const PROBE_SOURCE = 'pragma solidity >=0.4.0; contract P {}';

/** The EVM versions this release accepts: each candidate is tried on an empty contract. */
function supportedEvmVersions(candidates) {
  return candidates.filter((evmVersion) => {
    const input = {
      language: 'Solidity',
      sources: { 'p.sol': { content: PROBE_SOURCE } },
      settings: { evmVersion, outputSelection: { '*': { '*': [] } } },
    };
    const output = JSON.parse(compiler().compile(JSON.stringify(input)));
    return !(output.errors ?? []).some((entry) => entry.severity === 'error');
  });
}

parentPort.on('message', (message) => {
  try {
    if (message.type === 'probe') {
      const result = { version: compiler().version(), evmVersions: supportedEvmVersions(message.evmVersions) };
      parentPort.postMessage({ id: message.id, ok: true, result });
    } else {
      parentPort.postMessage({ id: message.id, ok: true, result: compiler().compile(message.input) });
    }
  } catch (error) {
    parentPort.postMessage({ id: message.id, ok: false, error: String(error && error.message ? error.message : error) });
  }
});
