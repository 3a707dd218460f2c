package apitests_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/graph"
)

// walkWorld is twoSites with something of the Bar's for every kind of thing a location
// manager might reach for: Lou manages the Kitchen only, and every call of the walk is
// his, on the Bar, its people (Bob, Bea) or workplace-wide settings.
type walkWorld struct {
	*twoSites
	position, barType, barReq, ruleSet, event, kiosk, invitation string
	bobsLeave, bobsRequest, bobsDate, bobsPref                   string
	swap, openShift, claim, draftShift, template, fill           string
	barSchoolHoliday                                             string
	draftVersion                                                 float64
}

const (
	walkWeek  = "2026-11-27" // published: Bob's and Bea's shifts at the Bar
	draftWeek = "2026-12-04" // Mia's draft: Bob at the Bar
)

func newWalkWorld(t *testing.T) *walkWorld {
	t.Helper()
	w := &walkWorld{twoSites: newTwoSites(t)}
	app := w.app
	mia := func(doc string, vars map[string]any) map[string]any {
		t.Helper()
		return app.MustGQL(w.mia.Token, doc, vars)
	}
	id := func(d map[string]any, field string) string { return d[field].(map[string]any)["id"].(string) }
	w.position = id(mia(`mutation { savePosition(input: {name: "Cook", colour: "#aa3300"}) { id } }`, nil), "savePosition")
	w.barType = id(mia(`mutation($l: ID!) { saveShiftType(input: {name: "Bar close", locationId: $l, startTime: "18:00", endTime: "23:00"}) { id } }`,
		map[string]any{"l": w.bar}), "saveShiftType")
	w.barReq = id(mia(`mutation($l: ID!, $p: ID!) { saveStaffingRequirement(input: {locationId: $l, positionId: $p, startTime: "09:00", endTime: "17:00",
		needed: {friday: 1}}) { id } }`, map[string]any{"l": w.bar, "p": w.position}), "saveStaffingRequirement")
	w.ruleSet = id(mia(`mutation { saveRuleSet(input: {name: "Part time", periodKind: MONTH}) { id } }`, nil), "saveRuleSet")
	w.event = id(mia(`mutation { createEvent(input: {date: "2026-12-24", title: "Bar party", type: MEETING}) { id } }`, nil), "createEvent")
	w.kiosk = mia(`mutation($l: ID!) { createKiosk(locationId: $l, name: "Bar tablet") { kiosk { id } } }`,
		map[string]any{"l": w.bar})["createKiosk"].(map[string]any)["kiosk"].(map[string]any)["id"].(string)
	w.invitation = mia(inviteMutation, map[string]any{"e": "barback@example.com", "r": "EMPLOYEE"})["inviteStaff"].([]any)[0].(map[string]any)["id"].(string)
	w.bobsLeave = w.approvedTimeOff(t, w.bob, "2026-12-20")
	res := app.Do("POST", "/api/pto", w.bob.Token, map[string]any{"date": "2026-12-22"})
	if res.Status != 201 {
		t.Fatalf("pto = %d %s", res.Status, res.Raw)
	}
	w.bobsRequest = res.Obj()["_id"].(string)
	mia(`mutation($u: ID!) { adjustLeaveBalance(userId: $u, leaveTypeId: 1, amount: 8, reason: "Bob's long service") { id } }`,
		map[string]any{"u": w.bob.ID})
	policy := id(mia(`mutation { saveLeavePolicy(input: {leaveTypeId: 1, name: "Bar annual", method: ALLOWANCE, amount: 2000}) { id } }`, nil), "saveLeavePolicy")
	mia(`mutation($p: ID!, $u: ID!) { assignLeavePolicy(leaveTypeId: 1, policyId: $p, userId: $u) }`, map[string]any{"p": policy, "u": w.bob.ID})
	w.bobsDate = id(mia(`mutation($u: ID!) { addUnavailableDate(userId: $u, date: "2026-11-28", note: "Bobs secret clinic") { id } }`,
		map[string]any{"u": w.bob.ID}), "addUnavailableDate")
	w.bobsPref = id(mia(`mutation($u: ID!) { addPreference(input: {userId: $u, wants: false, day: SATURDAY}) { id } }`,
		map[string]any{"u": w.bob.ID}), "addPreference")
	a := w.at(t, mustShift(t, app, w.bob, "2026-12-01", "09:00", "17:00"), w.bar)
	b := w.at(t, mustShift(t, app, w.bea, "2026-12-02", "09:00", "17:00"), w.bar)
	w.swap = mustSwap(t, app, w.bob, a, b, w.bea)
	mustAccept(t, app, w.bea, w.swap)
	w.barSchoolHoliday = id(mia(`mutation($l: ID!) { addSchoolHoliday(locationId: $l, name: "Bar term break", first: "2026-12-21", last: "2027-01-01") { id } }`,
		map[string]any{"l": w.bar}), "addSchoolHoliday")
	w.template = id(mia(`mutation { saveTemplate(name: "Bar week", weekStarting: "2026-11-27") { id } }`, nil), "saveTemplate")
	// A finished fill of the Bar (failed, so no worker takes it up).
	if err := app.Store.DB.Get(&w.fill, `INSERT INTO fill_jobs (mode, range_start, weeks, location_id, time_limit_ms, status, problem, fingerprint, created_by)
		VALUES ('fill', '2026-12-04', 1, $1, 1000, 'failed', '{}', '', $2) RETURNING id`, w.bar, w.mia.ID); err != nil {
		t.Fatal(err)
	}
	w.openShift = id(mia(postOpenGQL, map[string]any{"in": map[string]any{"date": "2026-11-30", "startTime": "09:00", "endTime": "17:00",
		"eligibleUserIds": []any{w.bob.ID}, "locationId": w.bar}}), "postOpenShift")
	w.claim = mustClaim(t, app, w.bob, w.openShift)["id"].(string)
	d := mia(`mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { shifts { id version userName } } }`,
		map[string]any{"in": map[string]any{"weekStarting": draftWeek, "dayKey": "SATURDAY", "userId": w.bob.ID,
			"startTime": "10:00", "endTime": "18:00", "locationId": w.bar}})
	for _, s := range d["addDraftShift"].(map[string]any)["shifts"].([]any) {
		if sh := s.(map[string]any); sh["userName"] == "Bob Bar" {
			w.draftShift, w.draftVersion = sh["id"].(string), sh["version"].(float64)
		}
	}
	return w
}

// walkStep is the permission decision for one field of Query or Mutation: a call Lou
// makes on something outside his locations, refused (FORBIDDEN) or, for a read, answered
// without hidden (which Mia's same call shows); or, with no call, why there is none.
type walkStep struct {
	doc    string
	vars   func(w *walkWorld) map[string]any
	hidden func(w *walkWorld) string
	why    string
}

// refused is a call that must answer FORBIDDEN.
func refused(doc string, vars func(w *walkWorld) map[string]any) walkStep {
	return walkStep{doc: doc, vars: vars}
}

// filtered is a read whose answer to Lou must not hold what hidden returns.
func filtered(doc string, vars func(w *walkWorld) map[string]any, hidden func(w *walkWorld) string) walkStep {
	return walkStep{doc: doc, vars: vars, hidden: hidden}
}

// decided is a field with no call to make, and why.
func decided(why string) walkStep { return walkStep{why: why} }

func noVars(*walkWorld) map[string]any   { return nil }
func bobVar(w *walkWorld) map[string]any { return map[string]any{"u": w.bob.ID} }
func barVar(w *walkWorld) map[string]any { return map[string]any{"l": w.bar} }
func bobsName(*walkWorld) string         { return "Bob Bar" }

const (
	selfOnly      = "self only: acts on or reads the caller's own account"
	public        = "public: no account; the token or credential given is the authority"
	everyone      = "employee-level: open to everyone, and no other person's data"
	finding4      = "covered by the pay-rates tests (issue 41, finding 4)"
	structureRead = "the workplace's structure or settings, read by everyone who schedules; no person's data"
)

// walkPlan is the permission decision of every Query and Mutation field. A field of the
// schema missing here fails TestWalkEveryFieldAsALocationManagerOutsideTheirLocations.
var walkPlan = map[string]walkStep{
	// Queries
	"Query.me":                      decided(selfOnly),
	"Query.staff":                   filtered(`{ staff { name email } }`, noVars, bobsName),
	"Query.employees":               filtered(`{ employees { name email } }`, noVars, bobsName),
	"Query.rota":                    filtered(`{ rota { name } }`, noVars, bobsName),
	"Query.apiTokens":               decided(selfOnly),
	"Query.apiScopes":               decided("a fixed list of scopes; no person's data"),
	"Query.auditLog":                refused(`{ auditLog { entries { action } } }`, noVars),
	"Query.weeklyAvailability":      refused(`query($u: ID!) { weeklyAvailability(userId: $u) { userId } }`, bobVar),
	"Query.unavailableDates":        refused(`query($u: ID!) { unavailableDates(userId: $u, from: "2026-11-22", to: "2026-12-31") { note } }`, bobVar),
	"Query.weekAvailability":        filtered(`{ weekAvailability(weekStarting: "2026-11-27") { userName unavailableDates { note } } }`, noVars, func(*walkWorld) string { return "Bobs secret clinic" }),
	"Query.calendarFeeds":           decided(selfOnly),
	"Query.clockState":              decided(selfOnly),
	"Query.myTimeRecords":           decided(selfOnly),
	"Query.kiosks":                  filtered(`{ kiosks { name } }`, noVars, func(*walkWorld) string { return "Bar tablet" }),
	"Query.clockRule":               decided("a location's on-site rule, read by everyone who clocks in there; setting it is refused (setClockRule)"),
	"Query.timeClockSettings":       decided(structureRead),
	"Query.kiosk":                   decided(public),
	"Query.clockBoard":              refused(`query($l: ID!) { clockBoard(locationId: $l) { __typename } }`, barVar),
	"Query.labourBudget":            refused(`query($l: ID!) { labourBudget(locationId: $l) }`, barVar),
	"Query.preferences":             refused(`query($u: ID!) { preferences(userId: $u) { id } }`, bobVar),
	"Query.weekPreferences":         filtered(`query($u: [ID!]) { weekPreferences(weekStarting: "2026-11-27", userIds: $u) { id userId } }`, func(w *walkWorld) map[string]any { return map[string]any{"u": []any{w.bob.ID}} }, func(w *walkWorld) string { return `"id":"` + w.bobsPref + `"` }),
	"Query.staffingRequirements":    decided(structureRead + ": what a location needs, not who"),
	"Query.coverage":                decided("counts per requirement, no names; the week's shifts are those the caller sees (TestStaffSeeTheLocationsTheyWorkAt...)"),
	"Query.weekDraft":               filtered(`query($w: Date!) { weekDraft(weekStarting: $w) { shifts { userName } } }`, func(*walkWorld) map[string]any { return map[string]any{"w": draftWeek} }, bobsName),
	"Query.publishPreview":          filtered(`query($w: Date!) { publishPreview(weekStarting: $w) { changes { userName } conflicts { message } } }`, func(*walkWorld) map[string]any { return map[string]any{"w": draftWeek} }, bobsName),
	"Query.templates":               decided("names and shift counts of templates; copying one is limited to the caller's shifts (copyIntoDraft)"),
	"Query.workplaceSettings":       decided(structureRead),
	"Query.weekAcknowledgements":    filtered(`{ weekAcknowledgements(date: "2026-12-01") { userName } }`, noVars, bobsName),
	"Query.myAcknowledgement":       decided(selfOnly),
	"Query.fillJob":                 refused(`query($i: ID!) { fillJob(id: $i) { id } }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.fill} }),
	"Query.latestFillJob":           filtered(`{ latestFillJob { id } }`, noVars, func(w *walkWorld) string { return `"id":"` + w.fill + `"` }),
	"Query.hoursReport":             decided(finding4),
	"Query.invitations":             filtered(`{ invitations { email } }`, noVars, func(*walkWorld) string { return "barback@example.com" }),
	"Query.invitation":              decided(public),
	"Query.setupNeeded":             decided(public + ": whether any manager exists, nothing more"),
	"Query.languages":               decided("the languages the app ships; no person's data"),
	"Query.managerLocations":        decided("which locations each manager is limited to: the reach itself, shown so a manager knows whom to ask; no personal data"),
	"Query.notifications":           decided(selfOnly),
	"Query.unreadNotificationCount": decided(selfOnly),
	"Query.digestSettings":          decided(selfOnly),
	"Query.notificationPreferences": decided(selfOnly),
	"Query.failedEmails":            refused(`{ failedEmails { to } }`, noVars),
	"Query.openShifts":              filtered(`{ openShifts { id } }`, noVars, func(w *walkWorld) string { return `"id":"` + w.openShift + `"` }),
	"Query.myShiftClaims":           decided(selfOnly),
	"Query.claimsAwaitingApproval":  filtered(`{ claimsAwaitingApproval { claimant { name } } }`, noVars, bobsName),
	"Query.pushPublicKey":           decided("the server's public key; no person's data"),
	"Query.pushDevices":             decided(selfOnly),
	"Query.ruleSetLabour":           decided(structureRead + ": a rule set's labour rules; changing them is refused (setRuleSetLabour)"),
	"Query.labourPresets":           decided("the presets the app ships; no person's data"),
	"Query.labourConsents":          filtered(`{ labourConsents { premiumName } }`, bobsLateChange, bobsLateChangeName),
	"Query.predictabilityPay":       filtered(`query($from: Date!, $to: Date!) { predictabilityPay(from: $from, to: $to) { premiumName } }`, bobsLateChange, bobsLateChangeName),
	"Query.birthDate":               refused(`query($u: ID!) { birthDate(userId: $u) }`, bobVar),
	"Query.ruleSets":                decided(structureRead + "; who follows each is ids only, changing them is refused (setPersonRuleSet)"),
	"Query.week":                    filtered(`{ week(date: "2026-12-01") { schedule { days { shifts { userName } } } } }`, noVars, bobsName),
	"Query.month":                   filtered(`{ month(year: 2026, month: 12) { schedules { days { shifts { userName } } } } }`, noVars, bobsName),
	"Query.shifts":                  filtered(`{ shifts(from: "2026-11-27", to: "2026-12-31") { userName } }`, noVars, bobsName),
	"Query.events":                  decided(structureRead + ": the workplace's calendar events"),
	"Query.coworkers":               decided(selfOnly + ": who works beside the caller's own shifts (its cost is finding 3's)"),
	"Query.previewStaffImport": refused(`query($c: String!) { previewStaffImport(csv: $c) { problemCount } }`, func(*walkWorld) map[string]any {
		return map[string]any{"c": "name,email,role\nBig Boss,boss@example.com,manager\n"}
	}),
	"Query.mySwapRequests":         decided(selfOnly),
	"Query.swapsAwaitingApproval":  filtered(`{ swapsAwaitingApproval { requester { name } } }`, noVars, bobsName),
	"Query.myTimeOffRequests":      decided(selfOnly),
	"Query.pendingTimeOffRequests": filtered(`{ pendingTimeOffRequests { userName } }`, noVars, bobsName),
	"Query.timeOff":                filtered(`{ timeOff(from: "2026-12-01", to: "2026-12-31") { userName } }`, noVars, bobsName),
	"Query.whoIsOff":               filtered(`{ whoIsOff(from: "2026-12-01", to: "2026-12-31") { requests { userName } } }`, noVars, bobsName),
	"Query.timeOffClashes":         refused(`query($i: ID!) { timeOffClashes(id: $i) { __typename } }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.bobsRequest} }),
	"Query.timesheetSettings":      decided(structureRead + ": the pay period and overtime rules"),
	"Query.timesheets":             refused(`{ timesheets { __typename } }`, noVars),
	"Query.payroll":                refused(`{ payroll(date: "2026-12-01") { __typename } }`, noVars),
	"Query.webhooks":               decided(finding4),
	"Query.locations":              decided(structureRead),
	"Query.positions":              decided(structureRead),
	"Query.shiftTypes":             decided(structureRead),
	"Query.personWorkplaces":       decided(finding4),

	// Mutations
	"Mutation.register":                      decided(public),
	"Mutation.setUpWorkplace":                decided(public + "; only while no manager exists (TestSetUpWorkplaceMakesTheOwnerOnceWithoutTheCode)"),
	"Mutation.login":                         decided(public),
	"Mutation.requestPasswordReset":          decided(public),
	"Mutation.resetPassword":                 decided(public),
	"Mutation.updateMyName":                  decided(selfOnly),
	"Mutation.changeMyPassword":              decided(selfOnly),
	"Mutation.logout":                        decided(selfOnly),
	"Mutation.deleteUser":                    refused(`mutation($u: ID!) { deleteUser(id: $u) { message } }`, bobVar),
	"Mutation.exportPersonalData":            refused(`mutation($u: ID!) { exportPersonalData(userId: $u) { url } }`, bobVar),
	"Mutation.erasePersonalData":             refused(`mutation($u: ID!) { erasePersonalData(userId: $u) { name } }`, bobVar),
	"Mutation.setPersonalDataRetentionYears": refused(`mutation { setPersonalDataRetentionYears(years: 7) }`, noVars),
	"Query.personalDataRetentionYears":       decided(structureRead),
	"Query.leaveTypes":                       decided(structureRead),
	"Query.leavePolicies":                    decided(structureRead),
	"Query.leaveBalances":                    filtered(`query($u: [ID!]) { leaveBalances(userIds: $u, from: "2026-01-01", to: "2026-12-31") { userId } }`, func(w *walkWorld) map[string]any { return map[string]any{"u": []any{w.bob.ID}} }, func(w *walkWorld) string { return `"userId":"` + w.bob.ID + `"` }),
	"Query.leaveBalance":                     refused(`query($u: ID!) { leaveBalance(userId: $u, leaveTypeId: 1) { stored } }`, bobVar),
	"Query.leaveLedger":                      refused(`query($u: ID!) { leaveLedger(userId: $u) { id } }`, bobVar),
	"Query.leavePreview":                     refused(`query($u: ID!) { leavePreview(input: {userId: $u, date: "2026-12-28"}) { requested } }`, bobVar),
	"Query.publicHolidays":                   decided("public holidays of a location: the same for everyone, no person's data"),
	"Query.publicHolidaysAt":                 decided("public holidays of locations: the same for everyone, no person's data"),
	"Query.removedHolidays":                  decided("the library's holidays a location works: the same for everyone, no person's data"),
	"Query.leaveBalancesOn":                  refused(`query($u: ID!) { leaveBalancesOn(userId: $u) { stored } }`, bobVar),
	"Query.leaveProfile":                     refused(`query($u: ID!) { leaveProfile(userId: $u) { set } }`, bobVar),
	"Query.leavePolicyAssignments":           filtered(`{ leavePolicyAssignments { userId } }`, noVars, func(w *walkWorld) string { return `"userId":"` + w.bob.ID + `"` }),
	"Query.holidayCalendar":                  decided(structureRead),
	"Query.schoolCalendar":                   refused(`query($l: ID!) { schoolCalendar(locationId: $l) { weekdays } }`, barVar),
	"Query.holidayStaffing":                  decided(structureRead + ": how a location is staffed on holidays, not who"),
	"Query.holidayCountries":                 decided("a fixed list of countries; no person's data"),
	"Query.leaveSettings":                    decided(structureRead),
	"Query.leaveLiability":                   filtered(`{ leaveLiability { lines { userId } } }`, noVars, func(w *walkWorld) string { return `"userId":"` + w.bob.ID + `"` }),
	"Query.formerStaff":                      decided("filtered by permission.ReachedPeople; a limited manager's answer is tested in internal/personaldata (TestALocationManagerReachesOnlyTheirPeople)"),
	"Mutation.setWorksShifts":                refused(`mutation($u: ID!) { setWorksShifts(id: $u, worksShifts: false) { id } }`, bobVar),
	"Mutation.createApiToken":                decided(selfOnly + ": a token acts as its owner, within the owner's reach"),
	"Mutation.revokeApiToken":                decided(selfOnly),
	"Mutation.setWeeklyAvailability":         refused(`mutation($u: ID!) { setWeeklyAvailability(userId: $u, days: []) { userId } }`, bobVar),
	"Mutation.addUnavailableDate":            refused(`mutation($u: ID!) { addUnavailableDate(userId: $u, date: "2026-12-21") { id } }`, bobVar),
	"Mutation.removeUnavailableDate":         refused(`mutation($i: ID!) { removeUnavailableDate(id: $i) }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.bobsDate} }),
	"Mutation.enableCalendarFeed":            decided(selfOnly),
	"Mutation.revokeCalendarFeed":            decided(selfOnly),
	"Mutation.revokeCalendarFeedsOf":         refused(`mutation($u: ID!) { revokeCalendarFeedsOf(userId: $u) }`, bobVar),
	"Mutation.clock":                         decided(selfOnly),
	"Mutation.setKioskPin":                   decided(selfOnly),
	"Mutation.kioskClock":                    decided(public + " (the kiosk's location only)"),
	"Mutation.createKiosk":                   refused(`mutation($l: ID!) { createKiosk(locationId: $l, name: "Lou's") { secret } }`, barVar),
	"Mutation.revokeKiosk":                   refused(`mutation($i: ID!) { revokeKiosk(id: $i) }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.kiosk} }),
	"Mutation.setClockRule":                  refused(`mutation($l: ID!) { setClockRule(locationId: $l, rule: null) { radiusMetres } }`, barVar),
	"Mutation.setTimeClockSettings":          refused(`mutation { setTimeClockSettings(input: {clockInEarlyMinutes: 240, forgottenClockOutHours: 48}) { lateAfterMinutes } }`, noVars),
	"Mutation.setLabourBudget":               refused(`mutation($l: ID!) { setLabourBudget(locationId: $l, weeklyBudgetCents: 1) }`, barVar),
	"Mutation.addPreference":                 refused(`mutation($u: ID!) { addPreference(input: {userId: $u, wants: true, day: SUNDAY}) { id } }`, bobVar),
	"Mutation.deletePreference":              refused(`mutation($i: ID!) { deletePreference(id: $i) }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.bobsPref} }),
	"Mutation.saveStaffingRequirement": refused(`mutation($i: ID!, $l: ID!, $p: ID!) { saveStaffingRequirement(input: {id: $i, locationId: $l, positionId: $p,
		startTime: "09:00", endTime: "17:00", needed: {friday: 9}}) { id } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"i": w.barReq, "l": w.bar, "p": w.position}
	}),
	"Mutation.deleteStaffingRequirement": refused(`mutation($i: ID!) { deleteStaffingRequirement(id: $i) }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.barReq} }),
	"Mutation.addDraftShift": refused(`mutation($in: DraftShiftInput!) { addDraftShift(input: $in) { weekStarting } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"in": map[string]any{"weekStarting": draftWeek, "dayKey": "SUNDAY", "userId": w.bea.ID, "startTime": "10:00", "endTime": "18:00", "locationId": w.bar}}
	}),
	"Mutation.updateDraftShift": refused(`mutation($in: UpdateDraftShiftInput!) { updateDraftShift(input: $in) { weekStarting } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"in": map[string]any{"weekStarting": draftWeek, "id": w.draftShift, "version": w.draftVersion, "dayKey": "SATURDAY",
			"userId": w.bob.ID, "startTime": "11:00", "endTime": "18:00", "locationId": w.bar}}
	}),
	"Mutation.removeDraftShift": refused(`mutation($i: ID!, $v: Int!) { removeDraftShift(weekStarting: "2026-12-04", id: $i, version: $v) { weekStarting } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"i": w.draftShift, "v": w.draftVersion}
	}),
	"Mutation.discardDraft":            refused(`mutation { discardDraft(weekStarting: "2026-12-04") { weekStarting } }`, noVars),
	"Mutation.publishDraft":            refused(`mutation { publishDraft(weekStarting: "2026-12-04") { notifiedCount } }`, noVars),
	"Mutation.copyIntoDraft":           refused(`mutation { copyIntoDraft(input: {weekStarting: "2026-12-11", fromWeek: "2026-11-27"}) { __typename } }`, noVars),
	"Mutation.saveTemplate":            decided("saves only the shifts the caller manages: TestLocationManagersChangeNothingOutsideTheirLocations/Templates"),
	"Mutation.renameTemplate":          refused(`mutation($i: ID!) { renameTemplate(id: $i, name: "Lou's week") { id } }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.template} }),
	"Mutation.deleteTemplate":          refused(`mutation($i: ID!) { deleteTemplate(id: $i) }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.template} }),
	"Mutation.updateWorkplaceSettings": refused(`mutation { updateWorkplaceSettings(input: {minRestMinutes: 0, weeklyLimitMinutes: 6000}) { __typename } }`, noVars),
	"Mutation.acknowledgeWeek":         decided(selfOnly),
	"Mutation.startFill":               refused(`mutation($l: ID!) { startFill(input: {mode: FILL, rangeStart: "2026-12-04", weeks: 1, locationId: $l}) { id } }`, barVar),
	"Mutation.stopFill":                refused(`mutation($i: ID!) { stopFill(id: $i) { id } }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.fill} }),
	"Mutation.applyFill":               refused(`mutation($i: ID!) { applyFill(id: $i) { id } }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.fill} }),
	"Mutation.setDraftShiftPinned": refused(`mutation($i: ID!) { setDraftShiftPinned(weekStarting: "2026-12-04", id: $i, pinned: true) { id } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"i": w.draftShift}
	}),
	"Mutation.inviteStaff":               refused(`mutation { inviteStaff(emails: "boss@example.com", role: MANAGER) { id } }`, noVars),
	"Mutation.resendInvitation":          refused(`mutation($i: ID!) { resendInvitation(id: $i) { id } }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.invitation} }),
	"Mutation.revokeInvitation":          refused(`mutation($i: ID!) { revokeInvitation(id: $i) }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.invitation} }),
	"Mutation.acceptInvitation":          decided(public),
	"Mutation.addPerson":                 refused(`mutation { addPerson(name: "Boss", role: MANAGER) { id } }`, noVars),
	"Mutation.sendInvitation":            refused(`mutation($u: ID!) { sendInvitation(userId: $u, email: "bob2@example.com") { id } }`, bobVar),
	"Mutation.setMyLanguage":             decided(selfOnly),
	"Mutation.setWorkplaceLanguage":      refused(`mutation { setWorkplaceLanguage(language: "de") { __typename } }`, noVars),
	"Mutation.setWorkplaceProfile":       refused(`mutation { setWorkplaceProfile(input: {name: "Mine", currency: "EUR"}) { __typename } }`, noVars),
	"Mutation.setManagerLocations":       refused(`mutation($u: ID!) { setManagerLocations(userId: $u, locationIds: []) { userId } }`, func(w *walkWorld) map[string]any { return map[string]any{"u": w.lou.ID} }),
	"Mutation.markNotificationRead":      decided(selfOnly),
	"Mutation.markAllNotificationsRead":  decided(selfOnly),
	"Mutation.setNotificationPreference": decided(selfOnly),
	"Mutation.setDigestTime":             decided(selfOnly),
	"Mutation.postOpenShift": refused(`mutation($l: ID!, $u: ID!) { postOpenShift(input: {date: "2026-12-10", startTime: "09:00", endTime: "17:00", locationId: $l, eligibleUserIds: [$u]}) { id } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"l": w.bar, "u": w.bob.ID}
	}),
	"Mutation.offerShift":         decided(selfOnly + ": offers one of the caller's own shifts"),
	"Mutation.withdrawOpenShift":  refused(`mutation($i: ID!) { withdrawOpenShift(id: $i) { id } }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.openShift} }),
	"Mutation.claimOpenShift":     decided(everyone + ": a claim for oneself, refused at locations one does not work at"),
	"Mutation.withdrawShiftClaim": decided(selfOnly),
	"Mutation.decideShiftClaim":   refused(`mutation($i: ID!) { decideShiftClaim(id: $i, decision: APPROVE) { id } }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.claim} }),
	"Mutation.registerPushDevice": decided(selfOnly),
	"Mutation.removePushDevice":   decided(selfOnly),
	"Mutation.saveRuleSet": refused(`mutation($i: ID!) { saveRuleSet(input: {id: $i, name: "Lou's", periodKind: MONTH}) { id } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"i": w.ruleSet}
	}),
	"Mutation.deleteRuleSet": refused(`mutation($i: ID!) { deleteRuleSet(id: $i) }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.ruleSet} }),
	"Mutation.setRuleSetLabour": refused(`mutation($i: ID!) { setRuleSetLabour(ruleSetId: $i, input: {}) { ruleSetId } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"i": w.ruleSet}
	}),
	"Mutation.applyLabourPreset": refused(`mutation($i: ID!) { applyLabourPreset(ruleSetId: $i, presetId: "eu-wtd") { ruleSetId } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"i": w.ruleSet}
	}),
	"Mutation.answerLabourConsent": decided("self only: only the person whose shift changed answers its late change; anyone else is refused (TestLateChangeConsent)"),
	"Mutation.setBirthDate":        refused(`mutation($u: ID!) { setBirthDate(userId: $u, birthDate: "2010-01-01") }`, bobVar),
	"Mutation.setPersonRuleSet":    refused(`mutation($u: ID!) { setPersonRuleSet(userId: $u) { id } }`, bobVar),
	"Mutation.publishSchedule": refused(`mutation($u: ID!, $l: ID!) { publishSchedule(input: {weekStarting: "2026-12-18", shifts: [{dayKey: FRIDAY, userId: $u, startTime: "09:00", endTime: "17:00", locationId: $l}]}) { id } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"u": w.bob.ID, "l": w.bar}
	}),
	"Mutation.createEvent": refused(`mutation { createEvent(input: {date: "2026-12-25", title: "Closed", type: MANDATORY}) { id } }`, noVars),
	"Mutation.updateEvent": refused(`mutation($i: ID!) { updateEvent(id: $i, input: {date: "2026-12-24", title: "No party", type: MEETING}) { id } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"i": w.event}
	}),
	"Mutation.deleteEvent": refused(`mutation($i: ID!) { deleteEvent(id: $i) }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.event} }),
	"Mutation.importStaff": refused(`mutation($c: String!) { importStaff(csv: $c) { problemCount } }`, func(*walkWorld) map[string]any {
		return map[string]any{"c": "name,email,role,locations\nBart Bar,bart@example.com,employee,Bar\n"}
	}),
	"Mutation.requestSwap":        decided(selfOnly + ": swaps one of the caller's own shifts"),
	"Mutation.respondToSwap":      decided(selfOnly + ": the target's answer"),
	"Mutation.decideSwap":         refused(`mutation($i: ID!) { decideSwap(id: $i, decision: APPROVE) { id } }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.swap} }),
	"Mutation.saveLeaveType":      refused(`mutation { saveLeaveType(input: {name: "Lou leave", paid: true, unit: HOURS, needsApproval: true, needsBalance: false, staffMayRequest: true, colour: "#123456"}) { id } }`, noVars),
	"Mutation.saveLeavePolicy":    refused(`mutation { saveLeavePolicy(input: {leaveTypeId: 1, name: "Lou's", method: ALLOWANCE, amount: 500}) { id } }`, noVars),
	"Mutation.assignLeavePolicy":  refused(`mutation($u: ID!) { assignLeavePolicy(leaveTypeId: 1, userId: $u) }`, bobVar),
	"Mutation.setLeaveProfile":    refused(`mutation($u: ID!) { setLeaveProfile(input: {userId: $u, workDays: [1, 2, 3]}) }`, bobVar),
	"Mutation.setLeaveSettings":   refused(`mutation { setLeaveSettings(fullTimeHoursWeek: 20, deductBy: SHIFTS) { deductBy } }`, noVars),
	"Mutation.adjustLeaveBalance": refused(`mutation($u: ID!) { adjustLeaveBalance(userId: $u, leaveTypeId: 1, amount: 100, reason: "Lou's gift") { id } }`, bobVar),
	"Mutation.setHolidayCalendar": refused(`mutation($l: ID!) { setHolidayCalendar(locationId: $l, country: "gb") }`, barVar),
	"Mutation.setHolidayStaffing": refused(`mutation($l: ID!) { setHolidayStaffing(locationId: $l, rule: CLOSED) { rule } }`, barVar),
	"Mutation.recordLeave":        refused(`mutation($u: ID!) { recordLeave(userId: $u, input: {date: "2026-12-23"}) { request { id } } }`, bobVar),
	"Mutation.setSchoolWeekdays":  refused(`mutation($l: ID!) { setSchoolWeekdays(locationId: $l, weekdays: [1, 2, 3]) { weekdays } }`, barVar),
	"Mutation.addSchoolHoliday":   refused(`mutation($l: ID!) { addSchoolHoliday(locationId: $l, name: "Lou's break", first: "2026-12-01", last: "2026-12-02") { id } }`, barVar),
	"Mutation.removeSchoolHoliday": refused(`mutation($i: ID!) { removeSchoolHoliday(id: $i) }`, func(w *walkWorld) map[string]any {
		return map[string]any{"i": w.barSchoolHoliday}
	}),
	"Mutation.setPublicHoliday":    refused(`mutation($l: ID!) { setPublicHoliday(locationId: $l, date: "2026-12-31", name: "Bar party", removed: false) }`, barVar),
	"Mutation.requestTimeOff":      decided(selfOnly),
	"Mutation.requestTimeOffRange": decided(selfOnly),
	"Mutation.withdrawTimeOff":     decided(selfOnly),
	"Mutation.respondToTimeOff": refused(`mutation($i: ID!) { respondToTimeOff(id: $i, decision: APPROVE) { id } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"i": w.bobsRequest}
	}),
	"Mutation.decideTimeOff": refused(`mutation($i: ID!) { decideTimeOff(id: $i, decision: DENY) { __typename } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"i": w.bobsRequest}
	}),
	"Mutation.cancelTimeOff": refused(`mutation($i: ID!) { cancelTimeOff(id: $i) { id } }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.bobsLeave} }),
	"Mutation.setTimesheetSettings": refused(`mutation { setTimesheetSettings(input: {payPeriod: WEEKLY, payPeriodStart: "2026-11-27", paidBreaks: true, roundingMinutes: 0,
		rounding: NEAREST, overtimePayPercent: 150}) { __typename } }`, noVars),
	"Mutation.correctTimeRecord": decided("timesheets are for managers of every location: a limited manager is refused every timesheet call (approveTimesheet here; TestTimesheets... in timesheets_test.go)"),
	"Mutation.approveTimesheet":  refused(`mutation($u: ID!) { approveTimesheet(userId: $u, date: "2026-12-01") { __typename } }`, bobVar),
	"Mutation.reopenTimesheet":   refused(`mutation($u: ID!) { reopenTimesheet(userId: $u, date: "2026-12-01", reason: "x") { __typename } }`, bobVar),
	"Mutation.createWebhook":     decided(finding4),
	"Mutation.deleteWebhook":     decided(finding4),
	"Mutation.redeliverWebhook":  decided(finding4),
	"Mutation.saveLocation":      refused(`mutation($l: ID!) { saveLocation(input: {id: $l, name: "Lou's Bar"}) { id } }`, barVar),
	"Mutation.archiveLocation":   refused(`mutation($l: ID!) { archiveLocation(id: $l, archived: true) { id } }`, barVar),
	"Mutation.deleteLocation":    refused(`mutation($l: ID!) { deleteLocation(id: $l) }`, barVar),
	"Mutation.savePosition": refused(`mutation($i: ID!) { savePosition(input: {id: $i, name: "Chef", colour: "#000000"}) { id } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"i": w.position}
	}),
	"Mutation.archivePosition": refused(`mutation($i: ID!) { archivePosition(id: $i, archived: true) { id } }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.position} }),
	"Mutation.deletePosition":  refused(`mutation($i: ID!) { deletePosition(id: $i) }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.position} }),
	"Mutation.saveShiftType": refused(`mutation($i: ID!, $l: ID!) { saveShiftType(input: {id: $i, name: "Bar late", locationId: $l, startTime: "19:00", endTime: "23:00"}) { id } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"i": w.barType, "l": w.bar}
	}),
	"Mutation.archiveShiftType": refused(`mutation($i: ID!) { archiveShiftType(id: $i, archived: true) { id } }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.barType} }),
	"Mutation.deleteShiftType":  refused(`mutation($i: ID!) { deleteShiftType(id: $i) }`, func(w *walkWorld) map[string]any { return map[string]any{"i": w.barType} }),
	"Mutation.setPersonWorkplace": refused(`mutation($u: ID!, $l: ID!) { setPersonWorkplace(input: {userId: $u, hourlyRateCents: 1, positions: [], locationIds: [$l]}) { userId } }`, func(w *walkWorld) map[string]any {
		return map[string]any{"u": w.mia.ID, "l": w.kitchen}
	}),

	// Subscriptions
	"Subscription.notificationAdded": decided(selfOnly),
}

// undecided names the fields with no decision in plan, and the decisions of fields the
// schema no longer has.
func undecided(fields []string, plan map[string]walkStep) []string {
	var out []string
	for _, f := range fields {
		if _, ok := plan[f]; !ok {
			out = append(out, f+" has no permission decision: add it to walkPlan in reach_walk_test.go, with a call a location "+
				"manager makes outside their locations (refused or filtered), or the reason it needs none")
		}
	}
	for f := range plan {
		if !slices.Contains(fields, f) {
			out = append(out, "walkPlan decides "+f+", which the schema no longer has: remove it")
		}
	}
	slices.Sort(out)
	return out
}

func TestWalkFailsAFieldWithNoPermissionDecision(t *testing.T) {
	t.Parallel()
	plan := map[string]walkStep{"Mutation.deleteUser": walkPlan["Mutation.deleteUser"], "Query.gone": decided(selfOnly)}
	got := undecided([]string{"Mutation.deleteUser", "Mutation.grantEverything"}, plan)
	if len(got) != 2 || !strings.HasPrefix(got[0], "Mutation.grantEverything has no permission decision") ||
		!strings.HasPrefix(got[1], "walkPlan decides Query.gone") {
		t.Fatalf("undecided = %q", got)
	}
}

// TestWalkEveryFieldAsALocationManagerOutsideTheirLocations calls every Query and
// Mutation field of the schema as Lou, a manager of the Kitchen only, on the Bar, its
// people and workplace-wide settings: each is refused or filtered, or walkPlan says why
// it needs neither. A field with no decision in walkPlan fails the test.
func TestWalkEveryFieldAsALocationManagerOutsideTheirLocations(t *testing.T) {
	t.Parallel()
	schema := graph.NewExecutableSchema(graph.Config{}).Schema()
	var fields []string
	for _, typ := range []string{"Query", "Mutation", "Subscription"} {
		def := schema.Types[typ]
		if def == nil {
			continue
		}
		for _, f := range def.Fields {
			if !strings.HasPrefix(f.Name, "__") {
				fields = append(fields, typ+"."+f.Name)
			}
		}
	}
	for _, problem := range undecided(fields, walkPlan) {
		t.Error(problem)
	}
	if t.Failed() {
		return
	}
	w := newWalkWorld(t)
	// Reads first, so that a mutation wrongly let through does not hide what they show.
	slices.SortFunc(fields, func(a, b string) int {
		if qa, qb := strings.HasPrefix(a, "Query."), strings.HasPrefix(b, "Query."); qa != qb {
			if qa {
				return -1
			}
			return 1
		}
		return strings.Compare(a, b)
	})
	for _, f := range fields {
		step := walkPlan[f]
		if step.doc == "" {
			if step.why == "" {
				t.Errorf("%s: a decision with neither a call nor a reason", f)
			}
			continue
		}
		vars := step.vars(w)
		if step.hidden == nil {
			r := w.app.GQL(w.lou.Token, step.doc, vars)
			if r.Code() != "FORBIDDEN" {
				t.Errorf("%s as a manager of other locations: got %s, want FORBIDDEN", f, r.Raw)
			}
			continue
		}
		hidden := step.hidden(w)
		if mias := w.app.GQL(w.mia.Token, step.doc, vars); mias.Code() != "" || !strings.Contains(string(mias.Raw), hidden) {
			t.Errorf("%s: the walk's own check is void: Mia's answer does not show %q: %s", f, hidden, mias.Raw)
			continue
		}
		lous := w.app.GQL(w.lou.Token, step.doc, vars)
		if lous.Code() != "FORBIDDEN" && (lous.Code() != "" || strings.Contains(string(lous.Raw), hidden)) {
			t.Errorf("%s as a manager of other locations shows %q: %s", f, hidden, lous.Raw)
		}
	}
}

// bobsLateChange keeps a late change to Bob's shift at the Bar (once), for the walk's
// reads of consents and predictability pay, and returns their period.
func bobsLateChange(w *walkWorld) map[string]any {
	if _, err := w.app.Store.DB.Exec(`INSERT INTO labour_consents (user_id, shift_id, kind, before_date, before_start, before_end,
		pay_date, premium_name, premium_cents, priced)
		SELECT $1, 1, 'REMOVED', '2026-11-28', 540, 1020, '2026-11-28', 'Bobs late change', 4000, true
		WHERE NOT EXISTS (SELECT 1 FROM labour_consents WHERE premium_name = 'Bobs late change')`, w.bob.ID); err != nil {
		w.app.T.Fatal(err)
	}
	return map[string]any{"from": "2026-11-01", "to": "2026-12-31"}
}

func bobsLateChangeName(*walkWorld) string { return "Bobs late change" }
