-- Accounts (server/account): users signed in through an OpenID Connect issuer, a wallet
-- (SIWE) or an emailed code, their sessions and everything they keep. None of it comes from
-- the chain, so resetChainData leaves it. Every user row is reached through user_id, and
-- every query of a user's rows names it: one user never sees another's.

CREATE TABLE account_users (
  id bigserial PRIMARY KEY,
  -- The issuer's URL and its `sub` claim; a wallet user has issuer 'siwe' and the address as subject.
  issuer text NOT NULL,
  subject text NOT NULL,
  email text,
  email_verified boolean NOT NULL DEFAULT false,
  name text,
  nickname text,
  avatar text,
  address_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (issuer, subject)
);
CREATE INDEX account_users_email ON account_users (lower(email)) WHERE email IS NOT NULL;

-- The cookie carries the id and a signature; only the hash of the id is stored.
CREATE TABLE account_sessions (
  id_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
  -- The CSRF token of this session (sent back in x-csrf-token on every mutation).
  csrf_token text NOT NULL,
  -- For the issuer's logout (id_token_hint).
  id_token text,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX account_sessions_user ON account_sessions (user_id);

CREATE TABLE account_watchlist (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
  address_hash text NOT NULL,
  name text NOT NULL,
  notification_settings jsonb NOT NULL,
  notify_email boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, address_hash)
);
-- The notifier looks up watchers by address.
CREATE INDEX account_watchlist_address ON account_watchlist (address_hash);

CREATE TABLE account_address_tags (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
  address_hash text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, address_hash)
);

CREATE TABLE account_transaction_tags (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
  transaction_hash text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, transaction_hash)
);

-- The key itself is shown once, at creation; what stays is its hash and a masked form.
CREATE TABLE account_api_keys (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
  key_hash text NOT NULL UNIQUE,
  masked text NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_api_keys_user ON account_api_keys (user_id);

CREATE TABLE account_custom_abis (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
  contract_address_hash text NOT NULL,
  name text NOT NULL,
  abi jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, contract_address_hash)
);

CREATE TABLE account_public_tag_requests (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  email text NOT NULL,
  company text NOT NULL DEFAULT '',
  website text NOT NULL DEFAULT '',
  tags text NOT NULL,
  addresses text[] NOT NULL,
  additional_comment text NOT NULL DEFAULT '',
  is_owner boolean NOT NULL DEFAULT true,
  submission_date timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_public_tag_requests_user ON account_public_tag_requests (user_id);

-- Every mail the explorer sends; without SMTP this table (and the log) is where it goes.
CREATE TABLE account_email_outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  error text
);

-- One pending code per email and purpose ('confirm': the link of a confirmation mail,
-- 'sign_in': a one-time sign-in code), stored hashed.
CREATE TABLE account_email_codes (
  email text NOT NULL,
  purpose text NOT NULL,
  code_hash text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (email, purpose)
);

-- Sign-in with Ethereum: each nonce signs in once.
CREATE TABLE account_siwe_nonces (
  nonce text PRIMARY KEY,
  address_hash text NOT NULL,
  expires_at timestamptz NOT NULL
);

-- Watch-list mail already sent: one per user, transaction and watched address. Every API
-- process hears each block; the first to insert the row sends, the others skip it.
CREATE TABLE account_watchlist_notifications (
  user_id bigint NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
  transaction_hash text NOT NULL,
  address_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, transaction_hash, address_hash)
);

-- Verified addresses (the contracts-info service, GUIDE §8): a user proved with a signature of
-- the contract's creator or owner that it is theirs. One user per address.
CREATE TABLE account_verified_addresses (
  address_hash text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
  verified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX account_verified_addresses_user ON account_verified_addresses (user_id);

-- Token info submitted for a verified address (admin service): reviewed IN_PROCESS →
-- APPROVED, REJECTED or UPDATE_REQUIRED. `fields` holds the form (project, links, tickers).
CREATE TABLE token_info_submissions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES account_users (id) ON DELETE CASCADE,
  token_address text NOT NULL,
  status text NOT NULL DEFAULT 'IN_PROCESS',
  fields jsonb NOT NULL,
  admin_comments text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX token_info_submissions_user ON token_info_submissions (user_id);
CREATE INDEX token_info_submissions_status ON token_info_submissions (status, id);

-- What the token page shows: the fields of the last approved submission per token.
CREATE TABLE token_infos (
  token_address text PRIMARY KEY,
  fields jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
