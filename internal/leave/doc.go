// Package leave holds leave that adds up: leave types, the policies that grant them (a
// yearly allowance or an accrual), each person's ledger of balance changes, what a
// time-off request deducts, and public holidays per location.
//
// A balance is never stored: it is the sum of the person's ledger rows of the type
// dated through a day. Rows people cause (taken, restored, adjustments) are written when
// they happen; rows a policy causes (allowances, accruals, carry-over and expiry) are a
// pure function of the policy, the person's contract, their approved timesheets and the
// rows people caused (Plan.Generate), which settling compares with the stored ones and
// writes the difference of (Missing). A projection to a future day is the same function
// run further, unwritten.
//
// Like the other domains, every operation takes the acting user, checks the permission
// (internal/permission) and writes through the one change path (internal/change).
// Time-off requests stay internal/availability's: it asks this package, through its
// availability.Leave interface, what a request deducts when it is approved and what a
// cancellation restores, in the approval's transaction. Neither imports the other.
//
// Errors are *domain.Error with a Kind; anything else is Internal.
package leave
