// Package market holds the shift market: people swapping shifts with each other
// (requesting, answering, a manager's decision), open shifts a manager posts and shifts
// people offer, claims on them and their decisions, and the lists of each that people
// and managers read, kept to what each may see and decide.
//
// Like internal/service, every operation takes the acting user, checks the permission
// (internal/permission) and writes through the one change path (internal/change), so
// each change is audited in its own transaction.
//
// The market and the week's rules lean on each other: an approval checks the week's
// conflicts and moves shifts, and a publish, a deletion or approved time off cancels
// the swaps and offers of the shifts it moves. One direction only between the packages:
// this package asks the week's rules through Schedule, an interface it declares and
// service.Service implements (wired in cmd/shiftsched), and the cascade of a shift moving
// away, which publishing runs too, stays in internal/service. The week's rules never
// call this package: they read and cancel swaps, open shifts and claims in the store.
// Neither package imports the other.
//
// Errors are *domain.Error (Invalid, NotFound, Forbidden, Conflict) with a message meant
// for a person; anything else is Internal.
package market
