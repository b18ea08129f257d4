import { withoutPersonalData } from './sentryOptions';

describe('withoutPersonalData', () => {
  it('drops the user, cookies, bodies and credential headers, and keeps the rest', () => {
    const event = withoutPersonalData({
      message: 'boom',
      user: { ip_address: '203.0.113.7', email: 'a@example.org' },
      request: { url: '/block/1', cookies: { _explorer_key: 'secret' }, data: '{"email":"a@example.org"}',
        headers: { Cookie: '_explorer_key=secret', Authorization: 'Bearer t', 'x-forwarded-for': '203.0.113.7', 'user-agent': 'Chrome' } },
    });
    expect(event).toEqual({ message: 'boom', request: { url: '/block/1', headers: { 'user-agent': 'Chrome' } } });
  });
});
