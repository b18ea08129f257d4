/**
 * The local provider's pages: sign in or create an account, confirm the email by the mailed
 * code, and sign out. Plain HTML with
 * every variable escaped; no scripts, so the strict CSP of provider.ts holds.
 */
import { MIN_PASSWORD_LENGTH } from './users';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${ char.charCodeAt(0) };`);
}

const STYLE = `
  body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f5f6f8;color:#1a202c;margin:0;padding:48px 16px}
  main{max-width:400px;margin:0 auto;background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:32px}
  h1{font-size:22px;margin:0 0 4px}p.note{color:#4a5568;font-size:14px;margin:0 0 24px}
  h2{font-size:16px;margin:24px 0 12px}label{display:block;font-size:14px;margin:12px 0 4px}
  input{width:100%;box-sizing:border-box;padding:10px 12px;border:1px solid #cbd5e0;border-radius:8px;font-size:15px}
  button{margin-top:16px;width:100%;padding:10px;border:0;border-radius:8px;background:#2b6cb0;color:#fff;font-size:15px;font-weight:600;cursor:pointer}
  button.secondary{background:#edf2f7;color:#2d3748}
  .hint{color:#4a5568;font-size:13px;margin:4px 0 0}
  .error{background:#fff5f5;color:#c53030;border:1px solid #feb2b2;border-radius:8px;padding:10px 12px;font-size:14px}
  hr{border:0;border-top:1px solid #e2e8f0;margin:28px 0 0}`;

function page(title: string, body: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${ escapeHtml(title) }</title><style>${ STYLE }</style></head><body><main>${ body }</main></body></html>`;
}

export interface LoginPageState {
  uid: string;
  error?: string;
  email?: string;
  mode?: 'signin' | 'signup';
}

export function renderLoginPage(state: LoginPageState): string {
  const error = state.error ? `<p class="error" role="alert">${ escapeHtml(state.error) }</p>` : '';
  if (!state.uid) return page('Sign-in', `<h1>Sign-in</h1>${ error }`);
  const action = (name: string) => `/interaction/${ encodeURIComponent(state.uid) }/${ name }`;
  const email = escapeHtml(state.email ?? '');
  return page('Sign in to the explorer', `
<h1>Sign in to the explorer</h1>
<p class="note">Local account provider of this explorer: accounts stay on this machine.</p>
${ error }
<form method="post" action="${ action('login') }" aria-label="Sign in">
  <h2>Sign in</h2>
  <label for="signin-email">Email</label><input id="signin-email" name="email" type="email" autocomplete="email" required value="${ state.mode !== 'signup' ? email : '' }">
  <label for="signin-password">Password</label><input id="signin-password" name="password" type="password" autocomplete="current-password" required>
  <button type="submit">Sign in</button>
</form>
<hr>
<form method="post" action="${ action('signup') }" aria-label="Create an account">
  <h2>New here? Create an account</h2>
  <label for="signup-name">Name</label><input id="signup-name" name="name" autocomplete="name" required maxlength="64">
  <label for="signup-email">Email</label><input id="signup-email" name="email" type="email" autocomplete="email" required value="${ state.mode === 'signup' ? email : '' }">
  <label for="signup-password">Password</label><input id="signup-password" name="password" type="password" autocomplete="new-password" required minlength="${ MIN_PASSWORD_LENGTH }" aria-describedby="signup-password-rule">
  <p id="signup-password-rule" class="hint">At least ${ MIN_PASSWORD_LENGTH } characters.</p>
  <button type="submit" class="secondary">Create account</button>
</form>`);
}

export interface CodePageState {
  uid: string;
  /** Where the code went. */
  email: string;
  error?: string;
}

export function renderCodePage(state: CodePageState): string {
  const error = state.error ? `<p class="error" role="alert">${ escapeHtml(state.error) }</p>` : '';
  return page('Confirm your email', `
<h1>Confirm your email</h1>
<p class="note">We mailed a code to ${ escapeHtml(state.email) }. Enter it to finish signing in; it works for 10 minutes.</p>
${ error }
<form method="post" action="/interaction/${ encodeURIComponent(state.uid) }/verify" aria-label="Confirm your email">
  <label for="code">Code from the email</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code" required pattern="[0-9]{6}" maxlength="6">
  <button type="submit">Confirm</button>
</form>`);
}

/** `form` is oidc-provider's own hidden form (id `op.logoutForm`), trusted markup. */
export function renderLogoutPage(form: string): string {
  return page('Sign out', `
<h1>Sign out</h1>
<p class="note">You signed out of the explorer. Sign out of its local account provider as well?</p>
${ form }
<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>
<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in here</button>`);
}
