/**
 * The faucet app's page: one HTML document with its script inline. In the explorer's frame
 * (/apps/qnm-faucet) it reaches the visitor's wallet through the explorer
 * (types/marketplace.ts, MARKETPLACE_BRIDGE); opened on its own it uses `window.ethereum`.
 * A typed address works without any wallet.
 */
import { MARKETPLACE_BRIDGE } from '../../../types/marketplace';
import { FAUCET_COOLDOWN_MS, FAUCET_DRIP_QNM as DRIP_QNM } from './faucet';


/**
 * Runs in the browser, in the frame. Plain JavaScript in a string: a function's own source
 * would carry whatever helpers the TypeScript compiler adds.
 */
const FAUCET_SCRIPT = `
const bridge = ${ JSON.stringify(MARKETPLACE_BRIDGE) };
const framed = window.parent !== window;
const pending = new Map();
let nextId = 1;
const $ = (id) => document.getElementById(id);
const input = $('address');

function walletRequest(method, params = []) {
  if (!framed) {
    return window.ethereum ? window.ethereum.request({ method, params }) : Promise.reject(new Error('No wallet in this browser.'));
  }
  return new Promise((resolve, reject) => {
    const id = nextId++;
    pending.set(id, { resolve, reject });
    // The app does not know the explorer's origin; a request carries nothing secret.
    window.parent.postMessage({ type: bridge.request, id, method, params }, '*');
  });
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent) return;
  const message = event.data || {};
  if (message.type === bridge.response && typeof message.id === 'number') {
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (!waiting) return;
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  } else if (message.type === bridge.event && message.event === 'accountsChanged') {
    showAccount(message.data);
  }
});

function showAccount(accounts) {
  const account = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : '';
  $('account').textContent = account ? 'Wallet: ' + account : 'No wallet connected.';
  if (account && !input.value) input.value = account;
}

function say(text, kind) {
  $('status').textContent = text;
  $('status').className = kind;
}

$('connect').addEventListener('click', () => {
  walletRequest('eth_requestAccounts').then(showAccount, (error) => say(error.message, 'error'));
});

$('form').addEventListener('submit', (event) => {
  event.preventDefault();
  $('send').disabled = true;
  say('Sending…', '');
  fetch('./drip', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ address: input.value.trim() }) })
    .then(async (response) => {
      const body = await response.json();
      if (!response.ok) throw new Error(body.message || 'The faucet answered ' + response.status + '.');
      say('Sent ' + body.amount + ' QNM. Transaction ' + body.hash, 'ok');
    })
    .catch((error) => say(error.message, 'error'))
    .finally(() => { $('send').disabled = false; });
});

walletRequest('eth_accounts').then(showAccount, () => showAccount([]));
`;

export function renderFaucetPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>QNM Faucet</title>
<style>
  :root { color-scheme: light dark; font-family: system-ui, sans-serif; }
  body { margin: 0; padding: 32px 20px; display: flex; justify-content: center; }
  main { width: 100%; max-width: 560px; }
  h1 { font-size: 28px; margin: 0 0 8px; }
  p { line-height: 1.5; opacity: .85; }
  label { display: block; font-weight: 600; margin: 20px 0 6px; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: 10px 12px; border-radius: 8px; border: 1px solid #a0aec0; }
  button { font: inherit; font-weight: 600; padding: 10px 16px; border-radius: 8px; border: 0; cursor: pointer; margin-top: 12px; }
  #send { background: #2b6cb0; color: #fff; }
  #connect { background: transparent; border: 1px solid #2b6cb0; color: inherit; }
  #status { margin-top: 16px; overflow-wrap: anywhere; }
  #status.ok { color: #2f855a; } #status.error { color: #c53030; }
</style>
</head>
<body>
<main>
  <h1>QNM Faucet</h1>
  <p>Sends ${ DRIP_QNM } QNM of test coins on this devnet, once every ${ FAUCET_COOLDOWN_MS / 60_000 } minutes per address.</p>
  <div id="account" data-testid="faucet-account">No wallet connected.</div>
  <button id="connect" type="button">Connect wallet</button>
  <form id="form">
    <label for="address">Address</label>
    <input id="address" name="address" placeholder="0x…" autocomplete="off" spellcheck="false">
    <button id="send" type="submit">Send ${ DRIP_QNM } QNM</button>
  </form>
  <div id="status" role="status" data-testid="faucet-status"></div>
</main>
<script>${ FAUCET_SCRIPT }</script>
</body>
</html>`;
}
