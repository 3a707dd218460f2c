// Package apitests holds the API tests: each starts a server on a database of its own
// (devtools/apptest) and speaks to it as clients do, over GraphQL and the REST shim,
// with an SMTP sink where mail counts. They test the rules of internal/service through
// the doors that call them; the service's own package keeps the tests of its unexported
// parts. The package has no code of its own.
package apitests
