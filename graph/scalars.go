package graph

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"

	"github.com/99designs/gqlgen/graphql"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// The marshalers below bind the schema's scalars to domain types (gqlgen.yml).

// MarshalID writes a database id as an opaque string.
func MarshalID(id int64) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) { io.WriteString(w, strconv.Quote(strconv.FormatInt(id, 10))) })
}

// UnmarshalID reads an id, sent as a string or (as GraphQL allows for IDs) an integer;
// anything that is not one of ours (ids are positive) is invalid input.
func UnmarshalID(v any) (int64, error) {
	var s string
	switch x := v.(type) {
	case string:
		s = x
	case json.Number: // an integer in the variables
		s = x.String()
	case int64: // an integer literal in the document
		s = strconv.FormatInt(x, 10)
	case int:
		s = strconv.Itoa(x)
	default:
		return 0, invalid("An id must be a string.")
	}
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id <= 0 {
		return 0, invalid(fmt.Sprintf("%q is not a valid id.", s))
	}
	return id, nil
}

// MarshalDate writes YYYY-MM-DD.
func MarshalDate(d domain.Date) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) { io.WriteString(w, strconv.Quote(d.String())) })
}

// UnmarshalDate reads YYYY-MM-DD.
func UnmarshalDate(v any) (domain.Date, error) {
	s, ok := v.(string)
	if !ok {
		return domain.Date{}, invalid("A date must be a string YYYY-MM-DD.")
	}
	d, err := domain.ParseDate(s)
	if err != nil {
		return domain.Date{}, invalid(fmt.Sprintf("%q is not a valid date (YYYY-MM-DD).", s))
	}
	return d, nil
}

// MarshalTimeOfDay writes HH:MM.
func MarshalTimeOfDay(t domain.TimeOfDay) graphql.Marshaler {
	return graphql.WriterFunc(func(w io.Writer) { io.WriteString(w, strconv.Quote(t.String())) })
}

// UnmarshalTimeOfDay reads HH:MM.
func UnmarshalTimeOfDay(v any) (domain.TimeOfDay, error) {
	s, ok := v.(string)
	if !ok {
		return 0, invalid("A time must be a string HH:MM.")
	}
	t, err := domain.ParseTimeOfDay(s)
	if err != nil {
		return 0, invalid(fmt.Sprintf("%q is not a valid time (HH:MM, 00:00 to 23:59).", s))
	}
	return t, nil
}

// MarshalString writes a string as the built-in String scalar does.
func MarshalString(s string) graphql.Marshaler { return graphql.MarshalString(s) }

// UnmarshalString reads the built-in String scalar, refusing a NUL character: no text
// the API stores may hold one (PostgreSQL refuses it), so every String input stops here.
func UnmarshalString(v any) (string, error) {
	s, err := graphql.UnmarshalString(v)
	if err != nil {
		return "", invalid(err.Error())
	}
	if domain.HasNUL(s) {
		return "", domain.ErrNUL
	}
	return s, nil
}

func invalid(msg string) error { return &domain.Error{Kind: domain.Invalid, Msg: msg} }
