// Package labour holds labour law as a rule set carries it: required breaks, the rules
// for minors, daily and weekly rest, an average weekly maximum over a reference period,
// a posting deadline, clopenings, and the premiums night, Sunday, public-holiday and
// differential work earn. Each rule is hard (it blocks publishing) or a warning, and
// cites the law it comes from when it came from a preset.
//
// The rules are one definition applied everywhere: Evaluate is a pure function of a
// person's work (scheduled shifts and, where known, worked time) that returns the
// violations and premiums; the week's conflict engine (internal/service) turns the
// violations into conflicts through Conflicts, and its dry run prices the premiums.
// Presets (presets/*.json, embedded) are starting points per jurisdiction that applying
// copies into a rule set, for the manager to change. They are not legal advice.
//
// Reads and writes take the acting user, check reach (internal/permission) and write
// through the one change path (internal/change). Errors are *domain.Error with a Kind.
package labour
