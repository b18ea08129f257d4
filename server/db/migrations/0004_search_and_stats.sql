-- Indexes for search and stats (server/api/repositories/search.ts, stats.ts).

-- Token search by words of the name or symbol, each word a prefix ("quan dol" finds
-- "Quantum Dollar"), case-insensitive, as Blockscout's full-text token search. The
-- 'simple' configuration keeps every word (no stemming, no stop words); both texts are
-- cut to 256 characters so a long name costs nothing extra.
CREATE INDEX tokens_search_words ON tokens
  USING gin (to_tsvector('simple', left(COALESCE(symbol, ''), 256) || ' ' || left(COALESCE(name, ''), 256)));
