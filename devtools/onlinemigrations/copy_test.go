package onlinemigrations

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/lib/pq"
)

// columnsByTable lists each table of the public schema (but the migrations' own) with
// its columns in order.
func columnsByTable(ctx context.Context, db *sql.DB) (map[string][]string, error) {
	rows, err := db.QueryContext(ctx, `
		SELECT c.table_name, c.column_name FROM information_schema.columns c
		JOIN information_schema.tables t USING (table_schema, table_name)
		WHERE c.table_schema = 'public' AND t.table_type = 'BASE TABLE'
		  AND c.table_name <> 'schema_migrations' AND c.is_generated = 'NEVER'
		ORDER BY c.table_name, c.ordinal_position`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[string][]string{}
	for rows.Next() {
		var table, column string
		if err := rows.Scan(&table, &column); err != nil {
			return nil, err
		}
		out[table] = append(out[table], column)
	}
	return out, rows.Err()
}

// copied is one table copyNewTables filled.
type copied struct {
	table string
	rows  int
	took  time.Duration
}

// copyNewTables fills each table of target that is empty there and has rows in source
// with those rows, in the columns both have: a database built migration by migration
// then holds the seeded workplace as each older release would have held it. Triggers
// and foreign-key checks are off for the copy (the rows were consistent in source).
func copyNewTables(ctx context.Context, source, target *sql.DB) ([]copied, error) {
	from, err := columnsByTable(ctx, source)
	if err != nil {
		return nil, err
	}
	to, err := columnsByTable(ctx, target)
	if err != nil {
		return nil, err
	}
	var done []copied
	for table, targetColumns := range to {
		columns := common(from[table], targetColumns)
		if len(columns) == 0 || !isEmpty(ctx, target, table) || isEmpty(ctx, source, table) {
			continue
		}
		start := time.Now()
		n, err := copyTable(ctx, source, target, table, columns)
		if err != nil {
			return nil, fmt.Errorf("copy %s: %w", table, err)
		}
		done = append(done, copied{table: table, rows: n, took: time.Since(start)})
	}
	return done, nil
}

func common(a, b []string) []string {
	in := map[string]bool{}
	for _, c := range a {
		in[c] = true
	}
	var out []string
	for _, c := range b {
		if in[c] {
			out = append(out, c)
		}
	}
	return out
}

func isEmpty(ctx context.Context, db *sql.DB, table string) bool {
	var any bool
	if err := db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM `+pq.QuoteIdentifier(table)+`)`).Scan(&any); err != nil {
		return false
	}
	return !any
}

// copyTable streams the rows as text (each column's own output format, which its input
// reads back whatever the type) from a SELECT into a COPY, and moves the table's
// identity past the copied ids.
func copyTable(ctx context.Context, source, target *sql.DB, table string, columns []string) (int, error) {
	quoted := make([]string, len(columns))
	asText := make([]string, len(columns))
	for i, c := range columns {
		quoted[i] = pq.QuoteIdentifier(c)
		asText[i] = quoted[i] + "::text"
	}
	rows, err := source.QueryContext(ctx, `SELECT `+strings.Join(asText, ", ")+` FROM `+pq.QuoteIdentifier(table))
	if err != nil {
		return 0, err
	}
	defer rows.Close()
	tx, err := target.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, `SET LOCAL session_replication_role = replica`); err != nil {
		return 0, err
	}
	stmt, err := tx.PrepareContext(ctx, `COPY `+pq.QuoteIdentifier(table)+` (`+strings.Join(quoted, ", ")+`) FROM STDIN`)
	if err != nil {
		return 0, err
	}
	values := make([]sql.NullString, len(columns))
	dest := make([]any, len(columns))
	for i := range values {
		dest[i] = &values[i]
	}
	row := make([]any, len(columns))
	n := 0
	for rows.Next() {
		if err := rows.Scan(dest...); err != nil {
			return 0, err
		}
		for i, v := range values {
			row[i] = nil
			if v.Valid {
				row[i] = v.String
			}
		}
		if _, err := stmt.ExecContext(ctx, row...); err != nil {
			return 0, err
		}
		n++
	}
	if err := rows.Err(); err != nil {
		return 0, err
	}
	if _, err := stmt.ExecContext(ctx); err != nil {
		return 0, err
	}
	if err := stmt.Close(); err != nil {
		return 0, err
	}
	if slices.Contains(columns, "id") {
		if _, err := tx.ExecContext(ctx, `SELECT setval(s, (SELECT coalesce(max(id), 0) + 1 FROM `+pq.QuoteIdentifier(table)+`), false)
			FROM pg_get_serial_sequence($1, 'id') s WHERE s IS NOT NULL`, table); err != nil {
			return 0, err
		}
	}
	return n, tx.Commit()
}
