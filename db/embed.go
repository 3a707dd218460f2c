// Package db embeds the numbered SQL migrations that the server applies at start.
package db

import "embed"

// Migrations holds migrations/NNNN_name.sql, applied in name order, forward only.
//
//go:embed migrations/*.sql
var Migrations embed.FS
