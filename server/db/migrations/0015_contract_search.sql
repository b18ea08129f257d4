-- Search finds verified contracts by the words of their name (repositories/search.ts), as it
-- finds tokens: the expression must be repeated exactly by the query to use the index.
CREATE INDEX smart_contracts_search_words ON smart_contracts USING gin (to_tsvector('simple', left(COALESCE(name, ''), 256)));
