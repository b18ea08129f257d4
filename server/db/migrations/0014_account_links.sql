-- Linking a wallet to an account (server/account/accountLinking.ts): one account per address,
-- found by address at wallet sign-in. Until now only wallet sign-in set addresses, one per
-- account, so no existing row breaks the rule.
CREATE UNIQUE INDEX account_users_address ON account_users (address_hash) WHERE address_hash IS NOT NULL;
