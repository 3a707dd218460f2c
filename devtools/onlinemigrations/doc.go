// Package onlinemigrations holds the test that applies every migration of db/migrations,
// one at a time, to a database filled with a seeded workplace while a load of reads and
// writes runs against it, and measures how long the load waited on each migration's
// locks (docs/operations/upgrades.md#the-measured-migrations).
package onlinemigrations
