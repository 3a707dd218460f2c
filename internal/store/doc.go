// Package store is the PostgreSQL access layer: plain SQL beside each method, run through
// sqlx and lib/pq, on a connection or inside a transaction alike.
package store
