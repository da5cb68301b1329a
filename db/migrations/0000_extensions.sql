-- Custom SQL migration file, put your code below! --
-- pg_trgm backs the gin_trgm_ops indexes of the next migration (tools search, occupation titles):
-- it must exist before them.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
