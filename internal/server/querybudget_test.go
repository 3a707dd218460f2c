package server_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/server"
)

// yearOfShifts gives the workplace 50 people working every day of the year from
// 2025-11-21 to 2026-11-19: 53 weeks, 18,550 shifts.
func yearOfShifts(t *testing.T, a *testApp) {
	t.Helper()
	_, err := a.store.DB.ExecContext(context.Background(), `
		WITH people AS (
			INSERT INTO users (name, email, role, password_hash)
			SELECT 'Person ' || g, 'person' || g || '@example.com', 'employee', 'x' FROM generate_series(1, 50) g
			RETURNING id),
		weeks AS (
			INSERT INTO schedules (week_starting)
			SELECT d::date FROM generate_series('2025-11-21'::date, '2026-11-13'::date, interval '7 days') d
			RETURNING id, week_starting)
		INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute)
		SELECT w.id, (ARRAY['friday','saturday','sunday','monday','tuesday','wednesday','thursday'])[i + 1],
		       w.week_starting + i, p.id, 540, 1020
		FROM weeks w, generate_series(0, 6) i, people p`)
	if err != nil {
		t.Fatal(err)
	}
}

// gql posts a GraphQL body as the web client does and decodes the answer.
func (a *testApp) gql(t *testing.T, token string, body map[string]any) (int, gqlAnswer) {
	t.Helper()
	b, _ := json.Marshal(body)
	h := map[string]string{"Content-Type": "application/json"}
	if token != "" {
		h["Authorization"] = "Bearer " + token
	}
	res := a.do(t, http.MethodPost, "/graphql", h, bytes.NewReader(b))
	var out gqlAnswer
	if err := json.Unmarshal([]byte(res.raw), &out); err != nil {
		t.Fatalf("not JSON (%d): %.300s", res.status, res.raw)
	}
	out.raw = res.raw
	return res.status, out
}

type gqlAnswer struct {
	Data   json.RawMessage `json:"data"`
	Errors []struct {
		Message    string         `json:"message"`
		Extensions map[string]any `json:"extensions"`
	} `json:"errors"`
	raw string
}

func (g gqlAnswer) code() string {
	if len(g.Errors) == 0 {
		return ""
	}
	c, _ := g.Errors[0].Extensions["code"].(string)
	return c
}

func aliasedShifts(n int, from, to, fields string) string {
	var b strings.Builder
	b.WriteString("{")
	for i := range n {
		fmt.Fprintf(&b, ` a%d: shifts(from: "%s", to: "%s") { %s }`, i, from, to, fields)
	}
	b.WriteString(" }")
	return b.String()
}

// Any staff account could ask for a year of everyone's shifts under many aliases: the
// cost model counted 300 shifts whatever the range, so 10 aliases of a 500-person year
// held 0.42 GB for 20 s. A range now costs its days times the busiest day's shifts,
// capped by all the workplace's shifts.
func TestAliasedYearsOfShiftsAreRefused(t *testing.T) {
	t.Parallel()
	a := newApp(t, nil)
	yearOfShifts(t, a)
	staff := tokenFor(t, a, domain.RoleEmployee)

	t.Run("ErrTenAliasedYears", func(t *testing.T) {
		_, res := a.gql(t, staff, map[string]any{"query": aliasedShifts(10, "2025-11-21", "2026-11-19", "id userName")})
		if res.code() != server.CodeQueryTooComplex || res.Data != nil && string(res.Data) != "null" {
			t.Fatalf("got %.300s", res.raw)
		}
	})
	t.Run("ErrYearsThroughVariables", func(t *testing.T) {
		q := `query Y($from: Date!, $to: Date!) { a: shifts(from: $from, to: $to) { id userName } b: shifts(from: $from, to: $to) { id userName } }`
		_, res := a.gql(t, staff, map[string]any{"query": q, "variables": map[string]any{"from": "2025-11-21", "to": "2026-11-19"}})
		if res.code() != server.CodeQueryTooComplex {
			t.Fatalf("got %.300s", res.raw)
		}
	})
	t.Run("OKTheSameDocumentForAWeek", func(t *testing.T) {
		q := `query Y($from: Date!, $to: Date!) { a: shifts(from: $from, to: $to) { id userName } b: shifts(from: $from, to: $to) { id userName } }`
		_, res := a.gql(t, staff, map[string]any{"query": q, "variables": map[string]any{"from": "2026-11-13", "to": "2026-11-19"}})
		if len(res.Errors) > 0 || !strings.Contains(res.raw, "Person 50") {
			t.Fatalf("got %.300s", res.raw)
		}
	})
	t.Run("ErrEveryonesYearsThroughANullPerson", func(t *testing.T) {
		// userId: null asks for everyone's shifts, so it costs everyone's.
		for _, q := range []map[string]any{
			{"query": strings.ReplaceAll(aliasedShifts(3, "2025-11-21", "2026-11-19", "id userName"), `")`, `", userId: null)`)},
			{"query": "query Y($u: ID) " + strings.ReplaceAll(aliasedShifts(3, "2025-11-21", "2026-11-19", "id userName"), `")`, `", userId: $u)`),
				"variables": map[string]any{"u": nil}},
		} {
			if _, res := a.gql(t, staff, q); res.code() != server.CodeQueryTooComplex {
				t.Fatalf("got %.300s", res.raw)
			}
		}
	})
	t.Run("OKOnePersonsYear", func(t *testing.T) {
		q := `{ shifts(from: "2025-11-21", to: "2026-11-19", userId: "1") { id } }`
		if _, res := a.gql(t, staff, map[string]any{"query": q}); len(res.Errors) > 0 {
			t.Fatalf("got %.300s", res.raw)
		}
	})
}

// A query that runs past its wall time, or whose answer is larger than allowed, ends
// with an error and no data, and frees its slot.
func TestQueriesHaveAWallTimeAndAnAnswerSize(t *testing.T) {
	t.Parallel()
	year := map[string]any{"query": aliasedShifts(1, "2025-11-21", "2026-11-19", "id")}

	t.Run("ErrTimeout", func(t *testing.T) {
		t.Parallel()
		a := newAppWith(t, server.Options{QueryTimeout: time.Nanosecond})
		yearOfShifts(t, a)
		staff := tokenFor(t, a, domain.RoleEmployee)
		status, res := a.gql(t, staff, year)
		if status != http.StatusOK || res.code() != server.CodeQueryTimeout || string(res.Data) != "" && string(res.Data) != "null" {
			t.Fatalf("got %d %.300s", status, res.raw)
		}
		// Mutations are not limited by the query wall time.
		if _, res := a.gql(t, staff, map[string]any{"query": "mutation { logout }"}); len(res.Errors) > 0 {
			t.Fatalf("logout: %.300s", res.raw)
		}
	})
	t.Run("ErrAnswerTooLarge", func(t *testing.T) {
		t.Parallel()
		a := newAppWith(t, server.Options{MaxAnswerBytes: 64 << 10})
		yearOfShifts(t, a)
		staff := tokenFor(t, a, domain.RoleEmployee)
		status, res := a.gql(t, staff, year)
		if status != http.StatusOK || res.code() != server.CodeAnswerTooLarge || string(res.Data) != "" && string(res.Data) != "null" {
			t.Fatalf("got %d %.300s", status, res.raw)
		}
		if _, res := a.gql(t, staff, map[string]any{"query": aliasedShifts(1, "2026-11-19", "2026-11-19", "id")}); len(res.Errors) > 0 {
			t.Fatalf("a day: %.300s", res.raw)
		}
	})
}

// Every door into GraphQL checks the size, field, depth and cost limits before it
// parses and validates: a document both too large and invalid is refused as too large.
// (Validation first would answer GRAPHQL_VALIDATION_FAILED, after seconds of work.)
func TestLimitsComeBeforeValidationOnEveryPath(t *testing.T) {
	t.Parallel()
	a := newApp(t, nil)
	tooMany := "query Q1 { me { " + strings.Repeat("nope ", server.MaxQueryFields+1) + "} }"
	hash := sha256.Sum256([]byte(tooMany))
	persisted := map[string]any{"version": 1, "sha256Hash": hex.EncodeToString(hash[:])}

	t.Run("ErrCached", func(t *testing.T) {
		_, res := a.gql(t, "", map[string]any{"query": tooMany})
		if res.code() != server.CodeQueryTooComplex {
			t.Fatalf("got %.300s", res.raw)
		}
	})
	t.Run("ErrWithExtensions", func(t *testing.T) {
		_, res := a.gql(t, "", map[string]any{"query": tooMany, "extensions": map[string]any{}})
		if res.code() != server.CodeQueryTooComplex {
			t.Fatalf("got %.300s", res.raw)
		}
	})
	t.Run("ErrPersisted", func(t *testing.T) {
		for range 2 { // registered with its text, then sent by hash alone
			_, res := a.gql(t, "", map[string]any{"query": tooMany, "extensions": map[string]any{"persistedQuery": persisted}})
			if res.code() != server.CodeQueryTooComplex {
				t.Fatalf("got %.300s", res.raw)
			}
		}
		_, res := a.gql(t, "", map[string]any{"extensions": map[string]any{"persistedQuery": persisted}})
		if c := res.code(); c != server.CodeQueryTooComplex && c != "PERSISTED_QUERY_NOT_FOUND" {
			t.Fatalf("by hash: %.300s", res.raw)
		}
	})
	t.Run("ErrGet", func(t *testing.T) {
		res := a.do(t, http.MethodGet, "/graphql?query="+strings.ReplaceAll(tooMany, " ", "+"), map[string]string{"Accept": "application/json"}, nil)
		if !strings.Contains(res.raw, server.CodeQueryTooComplex) {
			t.Fatalf("got %.300s", res.raw)
		}
	})
}

// workEveryDay gives the person of token a shift on every day of yearOfShifts, so that
// every day of the year has coworkers to list.
func workEveryDay(t *testing.T, a *testApp, token string) {
	t.Helper()
	me := a.do(t, http.MethodGet, "/api/auth", map[string]string{"x-auth-token": token}, nil)
	_, err := a.store.DB.ExecContext(context.Background(), `
		INSERT INTO shifts (schedule_id, day_key, shift_date, user_id, start_minute, end_minute)
		SELECT s.id, (ARRAY['friday','saturday','sunday','monday','tuesday','wednesday','thursday'])[i + 1],
		       s.week_starting + i, $1, 1080, 1200
		FROM schedules s, generate_series(0, 6) i`, me.body["_id"])
	if err != nil {
		t.Fatal(err)
	}
}

func aliasedCoworkers(n int, from, to string) string {
	return strings.ReplaceAll(aliasedShifts(n, from, to, "date names"), "shifts(", "coworkers(")
}

// Any employee could ask for a year of coworkers under many aliases: its cost was a flat
// 14 days whatever the range, and each day's names counted 1, so 40 aliases of a
// 500-person year ran into the wall time. A range of coworkers now costs its days times
// the names of the busiest day, and the service answers at most a month of it.
func TestAliasedYearsOfCoworkersAreRefused(t *testing.T) {
	t.Parallel()
	a := newApp(t, nil)
	yearOfShifts(t, a)
	staff := tokenFor(t, a, domain.RoleEmployee)
	workEveryDay(t, a, staff)

	t.Run("ErrFortyAliasedMonths", func(t *testing.T) {
		_, res := a.gql(t, staff, map[string]any{"query": aliasedCoworkers(40, "2026-10-20", "2026-11-19")})
		if res.code() != server.CodeQueryTooComplex || res.Data != nil && string(res.Data) != "null" {
			t.Fatalf("got %.300s", res.raw)
		}
	})
	t.Run("ErrMonthsThroughVariables", func(t *testing.T) {
		q := "query Y($from: Date!, $to: Date!) " + strings.ReplaceAll(aliasedCoworkers(40, "", ""), `from: "", to: ""`, "from: $from, to: $to")
		_, res := a.gql(t, staff, map[string]any{"query": q, "variables": map[string]any{"from": "2026-10-20", "to": "2026-11-19"}})
		if res.code() != server.CodeQueryTooComplex {
			t.Fatalf("got %.300s", res.raw)
		}
	})
	t.Run("ErrFortyAliasedYears", func(t *testing.T) {
		_, res := a.gql(t, staff, map[string]any{"query": aliasedCoworkers(40, "2025-11-21", "2026-11-19")})
		if res.code() != server.CodeQueryTooComplex {
			t.Fatalf("got %.300s", res.raw)
		}
	})
	t.Run("ErrAYear", func(t *testing.T) {
		_, res := a.gql(t, staff, map[string]any{"query": aliasedCoworkers(2, "2025-11-21", "2026-11-19")})
		if len(res.Errors) != 2 || res.code() != "BAD_USER_INPUT" || !strings.Contains(res.raw, "at most 31 days") || strings.Contains(res.raw, "Person") {
			t.Fatalf("got %.300s", res.raw)
		}
	})
	t.Run("OKTwoWeeksAsTheHomeScreenAsks", func(t *testing.T) {
		_, res := a.gql(t, staff, map[string]any{"query": aliasedCoworkers(1, "2026-11-06", "2026-11-19")})
		if len(res.Errors) > 0 || strings.Count(res.raw, "Person 50") != 14 {
			t.Fatalf("got %.300s", res.raw)
		}
	})
}
