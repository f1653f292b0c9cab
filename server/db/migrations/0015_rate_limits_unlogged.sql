-- The attempt counters write no write-ahead log: a counter's commit waits for no disk flush, and a database crash only
-- resets the counters (docs/decisions/015-unlogged-attempt-counters.md).
ALTER TABLE "rate_limits" SET UNLOGGED;
