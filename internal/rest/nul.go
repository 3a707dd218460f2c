package rest

import (
	"net/http"
	"reflect"
	"slices"
	"strings"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// PostgreSQL cannot store a NUL character in text, so the shim refuses it in every
// input (400, domain.MsgNUL) before anything reaches the service.

// paramsWithoutNUL refuses a path or query parameter holding a NUL character (sent as
// %00), which no stored text may hold.
func paramsWithoutNUL(r *http.Request) error {
	if domain.HasNUL(r.URL.Path) {
		return domain.ErrNUL
	}
	if strings.Contains(r.URL.RawQuery, "%00") {
		for k, vs := range r.URL.Query() {
			if domain.HasNUL(k) || slices.ContainsFunc(vs, domain.HasNUL) {
				return domain.ErrNUL
			}
		}
	}
	return nil
}

// hasNUL reports whether any string decoded into v (fields, elements, map keys, and the
// fields of custom decoders) holds a NUL character. Its work grows with the decoded
// value, which the body limit bounds.
func hasNUL(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.String:
		return domain.HasNUL(v.String())
	case reflect.Pointer, reflect.Interface:
		return !v.IsNil() && hasNUL(v.Elem())
	case reflect.Struct:
		for i := range v.NumField() {
			if hasNUL(v.Field(i)) {
				return true
			}
		}
	case reflect.Slice, reflect.Array:
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return false // raw or base64 bytes, not text
		}
		for i := range v.Len() {
			if hasNUL(v.Index(i)) {
				return true
			}
		}
	case reflect.Map:
		for it := v.MapRange(); it.Next(); {
			if hasNUL(it.Key()) || hasNUL(it.Value()) {
				return true
			}
		}
	}
	return false
}

// anyNUL reports whether any string decoded into v holds a NUL character.
func anyNUL(v any) bool { return hasNUL(reflect.ValueOf(v)) }
