// Package domain holds Shiftsched's entities, enums, the one error type and the pure
// calendar rules (Friday weeks, shift intervals). It imports only the standard library.
package domain
