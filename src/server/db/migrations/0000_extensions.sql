-- Extensions the schema needs: trigram search on titles. Both ship with the embedded Postgres binaries.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
