// Package autofill holds filling the schedule automatically (issue 28): a manager
// starts a job over a range of weeks, the range's workplace is read into the
// auto-scheduler's problem (internal/autoschedule) and stored with the job, a runner on
// any instance solves it (internal/fillrun), the proposal is checked as the editor would
// check it, and the manager applies it to the drafts. Nothing is ever published by the
// scheduler.
//
// It is a package of its own because none of the week's other rules call it. It may
// import internal/service, and only its exported API (Drafts): what a fill plans from
// and writes to are the week's drafts, and their rules (the draft a week reads as, the
// checks of each edit) must stay the editor's, never a copy. internal/service does not
// import it (devtools/borders), so there are no cycles.
//
// Like internal/service, every operation takes the acting user, checks the permission
// (internal/permission) and writes through the one change path (internal/change).
// Errors are *domain.Error with a Kind; anything else is Internal.
package autofill
