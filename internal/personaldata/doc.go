// Package personaldata is each person's data as a whole: the export of everything the
// workplace holds about a person (a ZIP of JSON files, and CSV for shifts and time
// records), the erasure of a former employee, and the removal of what payroll law kept of
// erased people once the workplace's retention period has passed.
//
// Who may: a person exports their own data; a manager exports anyone they manage
// (internal/permission: a manager limited to some locations, only the people of those).
// Only a manager erases, only a former employee (deleted) within their reach, never
// themself nor the workplace's owner. Exports and erasures are audited through the change
// kernel (internal/change); API tokens may do neither (a leaked token must not carry a
// person's whole file away).
//
// Errors are *domain.Error (Invalid, NotFound, Forbidden, Conflict) with a message meant
// for a person; anything else is Internal.
package personaldata
