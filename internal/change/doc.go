// Package change is the one write path every domain shares: a state change runs in one
// transaction (Runner.Run) with what it records besides itself, in the same transaction:
// audit entries, notifications with their e-mail, digest items and pushes, and webhook
// events. The read cache's data version is bumped by a trigger. A change that records no
// audit entry is rolled back with an internal error, so forgetting the audit fails every
// test that makes that change.
//
// The domain packages (service, timeclock, …) hold a Runner; none holds another's.
package change
