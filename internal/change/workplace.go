package change

import "github.com/shiftsched/shiftsched/internal/domain"

// workplaceVerbs and workplaceThings are the catalogue texts of RecordWorkplace's
// sentences: what was done, to what.
var (
	workplaceVerbs = map[string]string{"create": "AuditWorkplaceAdded", "update": "AuditWorkplaceChanged",
		"archive": "AuditWorkplaceArchived", "restore": "AuditWorkplaceRestored", "delete": "AuditWorkplaceDeleted"}
	workplaceThings = map[string]string{"location": "AuditThingLocation", "position": "AuditThingPosition",
		"shift_type": "AuditThingShiftType", "rule_set": "AuditThingRuleSet",
		"staffing_requirement": "AuditThingStaffingRequirement", "preference": "AuditThingPreference"}
)

// RecordWorkplace audits a change of the workplace's structure and announces it to
// webhooks (domain.EventWorkplaceChanged). what is the object ("location"), verb the
// change ("create"), name what it is called (a preference: whose it is). It is here, not
// in a domain, because the structure (internal/service) and people's preferences
// (internal/availability) record their changes alike.
func RecordWorkplace(q *Tx, what string, id int64, verb, name string, before, after any) {
	thing := Say(workplaceThings[what], map[string]any{"Name": name})
	q.Audit(Audit{Action: what + "." + verb, Object: what, ID: id, Say: Say(workplaceVerbs[verb], map[string]any{"Thing": thing}),
		Before: before, After: after})
	q.Emit(domain.EventWorkplaceChanged, map[string]any{"object": what, "id": id, "change": verb, "after": after})
}
