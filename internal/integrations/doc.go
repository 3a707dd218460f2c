// Package integrations holds the doors an integrator opens into the workplace, and
// their rules: personal API tokens and their scopes, webhook endpoints with their
// delivery log and redeliveries, the persisted GraphQL documents every instance
// shares, and the private calendar feeds that calendar apps poll without signing in.
//
// Like internal/service, every operation takes the acting user, checks the permission
// (internal/permission) and writes through the one change path (internal/change), so
// each change is audited in its own transaction. It does not import internal/service.
//
// Errors are *domain.Error with a Kind; anything else is Internal.
package integrations
