// Package service holds Shiftsched's rules. Every operation takes the acting user,
// checks the permission, validates input, runs in one database transaction and records
// its notifications there. GraphQL resolvers and REST handlers only translate shapes.
//
// Errors are *domain.Error with a Kind (Invalid, NotFound, Forbidden, Conflict,
// Unauthenticated, TooMany) and a message meant for a person; anything else is Internal.
package service
