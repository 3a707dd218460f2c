// Package availability holds when people can work, and its rules: time-off requests
// (asking, deciding, withdrawing, cancelling, who is off), the weekly availability
// pattern and unavailable dates, and shift preferences.
//
// Like internal/service, every operation takes the acting user, checks the permission
// (internal/permission) and writes through the one change path (internal/change), so
// each change is audited in its own transaction.
//
// One direction only between it and the week's rules: approving time off settles the
// requester's shifts inside it, and a preference names a shift type, and both are the
// week's rules, so this package asks them through Schedule, an interface it declares and
// service.Service implements (wired in cmd/shiftsched). The week's rules never call this
// package: they read time off, availability and preferences from the store (the conflict
// engine, publishing), not through these rules. Neither package imports the other.
//
// Errors are *domain.Error with a Kind; anything else is Internal.
package availability
