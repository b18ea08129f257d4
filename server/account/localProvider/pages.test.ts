import { renderLoginPage } from './pages';
import { MIN_PASSWORD_LENGTH } from './users';

describe('the local provider\'s sign-in page', () => {
  it('states the password rule under the sign-up password field before anything is submitted', () => {
    const html = renderLoginPage({ uid: 'abc' });
    const signUp = html.slice(html.indexOf('aria-label="Create an account"'));
    const field = /<input id="signup-password"[^>]*>/.exec(signUp)?.[0] ?? '';
    expect(field).toContain('aria-describedby="signup-password-rule"');
    expect(signUp).toMatch(new RegExp(`<p id="signup-password-rule"[^>]*>At least ${ MIN_PASSWORD_LENGTH } characters\\.</p>`));
    // The rule follows the field, before the button.
    expect(signUp.indexOf('<p id="signup-password-rule"')).toBeLessThan(signUp.indexOf('<button'));
  });
});
