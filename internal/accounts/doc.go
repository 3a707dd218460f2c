// Package accounts is people's accounts: registering, signing in and out, a person's
// name, password and language, password reset by e-mail, the first-run set-up of a new
// workplace by its owner, and bringing people in: adding them, inviting them by e-mail
// (one, a pasted list, or a CSV file of staff) and accepting an invitation.
//
// It writes through the change kernel (internal/change) and asks internal/permission who
// may do what; it never imports internal/service, which imports it for the account
// limits (service.DefaultLimits), the audit's view of an account (UserState) and the
// language check (ErrBadLanguage).
//
// Errors are *domain.Error (Invalid, NotFound, Forbidden, Conflict, Unauthenticated,
// TooMany) with a message meant for a person; anything else is Internal.
package accounts
