package domain

import (
	"errors"
	"fmt"
)

// ErrorKind classifies an Error; each API maps it to its own status or code.
type ErrorKind string

// Error kinds. REST maps them to HTTP statuses, GraphQL to extensions.code.
const (
	Unauthenticated ErrorKind = "UNAUTHENTICATED" // 401
	Forbidden       ErrorKind = "FORBIDDEN"       // 403
	Invalid         ErrorKind = "BAD_USER_INPUT"  // 400
	NotFound        ErrorKind = "NOT_FOUND"       // 404
	Conflict        ErrorKind = "CONFLICT"        // 409
	TooMany         ErrorKind = "RATE_LIMITED"    // 429
	Internal        ErrorKind = "INTERNAL"        // 500
	Unavailable     ErrorKind = "UNAVAILABLE"     // 503, with Retry-After: try again shortly
)

// Error is an error a person can read: Msg is shown as is by both APIs.
type Error struct {
	Kind  ErrorKind
	Msg   string
	Scope Scope // the API token scope that was missing (Forbidden), or ""
	// Details are machine-readable facts about the error that GraphQL adds to its
	// extensions (for example the kinds of warning a publish still needs accepted).
	Details map[string]any
	// Reason, when set, names the rule that refused, for programs (GraphQL
	// extensions.reason): e.g. ReasonLocationRequired. It never changes with the language.
	Reason string
}

// ReasonLocationRequired: a shift of a workplace with several locations was given none.
const ReasonLocationRequired = "LOCATION_REQUIRED"

func (e *Error) Error() string { return e.Msg }

// Errorf builds an Error of the given kind.
func Errorf(kind ErrorKind, format string, args ...any) *Error {
	return &Error{Kind: kind, Msg: fmt.Sprintf(format, args...)}
}

// KindOf returns the kind of err, or Internal when err is not an Error.
func KindOf(err error) ErrorKind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return Internal
}

// Messages shared by both APIs (REST-CONTRACT.md).
const (
	MsgNoToken      = "No token, authorization denied"
	MsgBadToken     = "Token is not valid"
	MsgManagersOnly = "Access denied: Managers only"
)

// ErrUnavailable is returned while the database cannot be reached.
var ErrUnavailable = &Error{Kind: Unavailable, Msg: "The service is briefly unavailable (its database cannot be reached). Try again in a few seconds."}

// RetryAfterSeconds is what an Unavailable answer tells clients to wait.
const RetryAfterSeconds = 5

// HTTPStatus is the status an HTTP answer gives an error of kind k: the REST shim's, and
// the downloads' outside it; 0 for a kind that is a server error.
func HTTPStatus(k ErrorKind) int {
	return map[ErrorKind]int{
		Unauthenticated: 401, Forbidden: 403, Invalid: 400, NotFound: 404,
		Conflict: 409, TooMany: 429, Unavailable: 503,
	}[k]
}

// ErrManagersOnly is returned when an employee calls a manager-only operation.
var ErrManagersOnly = &Error{Kind: Forbidden, Msg: MsgManagersOnly}
