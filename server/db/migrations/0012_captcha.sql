-- ALTCHA solutions already spent (server/api/captcha): a solution opens one request, so
-- each is kept until its challenge expires. A table rather than memory so that several API
-- processes behind one balancer refuse the same replay.
CREATE TABLE captcha_used_solutions (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX captcha_used_solutions_expiry ON captcha_used_solutions (expires_at);
