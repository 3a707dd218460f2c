package apitests_test

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/fillrun"
)

// notAudited are the mutations that change no state a person did: signing in, and
// marking one's own notifications read.
var notAudited = map[string]string{
	"login":                    "signing in changes nothing",
	"markNotificationRead":     "one's own inbox state",
	"markAllNotificationsRead": "one's own inbox state",
}

// auditStep makes one mutation succeed through GraphQL.
type auditStep struct {
	mutation string
	run      func(t *testing.T, w *auditWorld)
}

// auditWorld is what the steps share.
type auditWorld struct {
	app                *apptest.App
	mia, max, eve, bob apptest.User
	ids                map[string]any
}

func (w *auditWorld) gql(t *testing.T, u apptest.User, q string, vars map[string]any) map[string]any {
	t.Helper()
	return w.app.MustGQL(u.Token, q, vars)
}

func (w *auditWorld) dbID(t *testing.T, query string, args ...any) string {
	t.Helper()
	var id string
	if err := w.app.Store.DB.Get(&id, query, args...); err != nil {
		t.Fatal(err)
	}
	return id
}

func obj(m map[string]any, path ...string) map[string]any {
	for _, p := range path {
		m = m[p].(map[string]any)
	}
	return m
}

// auditSteps runs every audited mutation once, in an order where each finds what it needs.
var auditSteps = []auditStep{
	{"register", func(t *testing.T, w *auditWorld) {
		w.gql(t, apptest.User{}, `mutation { register(input: {name: "Rita Reset", email: "rita@example.com", password: "secret123", role: EMPLOYEE}) { id } }`, nil)
	}},
	{"requestPasswordReset", func(t *testing.T, w *auditWorld) {
		w.gql(t, apptest.User{}, `mutation { requestPasswordReset(email: "rita@example.com") }`, nil)
		w.app.Accounts.Wait()
	}},
	{"resetPassword", func(t *testing.T, w *auditWorld) {
		sent := w.app.Mail.Sent()
		token := resetLink.FindStringSubmatch(sent[len(sent)-1].Body)[1]
		d := w.gql(t, apptest.User{}, `mutation($t: String!) { resetPassword(token: $t, newPassword: "newpass1") { token } }`, map[string]any{"t": token})
		w.ids["rita"] = obj(d, "resetPassword")["token"]
	}},
	{"changeMyPassword", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, apptest.User{Token: w.ids["rita"].(string)}, `mutation { changeMyPassword(currentPassword: "newpass1", newPassword: "newpass2") { token } }`, nil)
		w.ids["rita"] = obj(d, "changeMyPassword")["token"]
	}},
	{"setDigestTime", func(t *testing.T, w *auditWorld) {
		w.gql(t, apptest.User{Token: w.ids["rita"].(string)}, `mutation { setDigestTime(time: "07:30") { __typename } }`, nil)
	}},
	{"createApiToken", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, apptest.User{Token: w.ids["rita"].(string)}, `mutation { createApiToken(input: {name: "export", scopes: ["schedule:read"]}) { token { id } } }`, nil)
		w.ids["apiToken"] = obj(obj(d, "createApiToken"), "token")["id"]
	}},
	{"revokeApiToken", func(t *testing.T, w *auditWorld) {
		w.gql(t, apptest.User{Token: w.ids["rita"].(string)}, `mutation($id: ID!) { revokeApiToken(id: $id) }`, map[string]any{"id": w.ids["apiToken"]})
	}},
	{"registerPushDevice", func(t *testing.T, w *auditWorld) {
		d := apptest.NewPushDevice()
		data := w.gql(t, w.eve, `mutation($in: RegisterPushDeviceInput!) { registerPushDevice(input: $in) { id } }`, map[string]any{"in": map[string]any{
			"endpoint": "https://push.example/eve", "p256dh": d.P256dh, "auth": d.Auth, "name": "Eve's phone"}})
		w.ids["pushDevice"] = obj(data, "registerPushDevice")["id"]
	}},
	{"removePushDevice", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation($id: ID!) { removePushDevice(id: $id) }`, map[string]any{"id": w.ids["pushDevice"]})
	}},
	{"logout", func(t *testing.T, w *auditWorld) {
		w.gql(t, apptest.User{Token: w.ids["rita"].(string)}, `mutation { logout }`, nil)
	}},
	{"updateMyName", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation { updateMyName(name: "Eve Early") { id } }`, nil)
	}},
	{"createWebhook", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { createWebhook(input: {url: "https://93.184.215.14/hook", kinds: [TIME_OFF_DECIDED, USER_DELETED]}) { webhook { id } } }`, nil)
		w.ids["webhook"] = obj(d, "createWebhook", "webhook")["id"]
	}},
	{"setWeeklyAvailability", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation { setWeeklyAvailability(days: [{day: MONDAY, mode: UNAVAILABLE}]) { userId } }`, nil)
	}},
	{"addUnavailableDate", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.eve, `mutation { addUnavailableDate(date: "2026-12-10", note: "dentist") { id } }`, nil)
		w.ids["unavailable"] = obj(d, "addUnavailableDate")["id"]
	}},
	{"removeUnavailableDate", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation($id: ID!) { removeUnavailableDate(id: $id) }`, map[string]any{"id": w.ids["unavailable"]})
	}},
	{"enableCalendarFeed", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation { enableCalendarFeed(scope: OWN) }`, nil)
	}},
	{"revokeCalendarFeed", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation { revokeCalendarFeed(scope: OWN) }`, nil)
	}},
	{"revokeCalendarFeedsOf", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($u: ID!) { revokeCalendarFeedsOf(userId: $u) }`, map[string]any{"u": w.eve.ID})
	}},
	{"publishSchedule", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($e: ID!, $b: ID!) { publishSchedule(input: {weekStarting: "2026-11-27", shifts: [
			{dayKey: SATURDAY, userId: $e, startTime: "09:00", endTime: "17:00"},
			{dayKey: SUNDAY, userId: $b, startTime: "09:00", endTime: "17:00"}]}) { id } }`,
			map[string]any{"e": w.eve.ID, "b": w.bob.ID})
	}},
	{"acknowledgeWeek", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation { acknowledgeWeek(date: "2026-11-27") { userId } }`, nil)
	}},
	{"requestSwap", func(t *testing.T, w *auditWorld) {
		a := w.dbID(t, `SELECT id FROM shifts WHERE user_id = $1`, w.eve.ID)
		b := w.dbID(t, `SELECT id FROM shifts WHERE user_id = $1`, w.bob.ID)
		d := w.gql(t, w.eve, `mutation($a: ID!, $b: ID!) { requestSwap(shiftId: $a, targetShiftId: $b) { id } }`, map[string]any{"a": a, "b": b})
		w.ids["swap"] = obj(d, "requestSwap")["id"]
	}},
	{"respondToSwap", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.bob, `mutation($id: ID!) { respondToSwap(id: $id, answer: ACCEPT) { id } }`, map[string]any{"id": w.ids["swap"]})
	}},
	{"decideSwap", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { decideSwap(id: $id, decision: APPROVE) { id } }`, map[string]any{"id": w.ids["swap"]})
	}},
	{"postOpenShift", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { postOpenShift(input: {date: "2026-11-30", startTime: "10:00", endTime: "14:00"}) { id } }`, nil)
		w.ids["openShift"] = obj(d, "postOpenShift")["id"]
	}},
	{"claimOpenShift", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.eve, `mutation($id: ID!) { claimOpenShift(id: $id) { id } }`, map[string]any{"id": w.ids["openShift"]})
		w.ids["claim"] = obj(d, "claimOpenShift")["id"]
	}},
	{"withdrawShiftClaim", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation($id: ID!) { withdrawShiftClaim(id: $id) { id } }`, map[string]any{"id": w.ids["claim"]})
	}},
	{"decideShiftClaim", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.bob, `mutation($id: ID!) { claimOpenShift(id: $id) { id } }`, map[string]any{"id": w.ids["openShift"]})
		w.gql(t, w.mia, `mutation($id: ID!) { decideShiftClaim(id: $id, decision: APPROVE) { id } }`, map[string]any{"id": obj(d, "claimOpenShift")["id"]})
	}},
	{"offerShift", func(t *testing.T, w *auditWorld) {
		shift := w.dbID(t, `SELECT id FROM shifts WHERE user_id = $1 LIMIT 1`, w.eve.ID)
		d := w.gql(t, w.eve, `mutation($id: ID!) { offerShift(shiftId: $id) { id } }`, map[string]any{"id": shift})
		w.ids["offer"] = obj(d, "offerShift")["id"]
	}},
	{"withdrawOpenShift", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation($id: ID!) { withdrawOpenShift(id: $id) { id } }`, map[string]any{"id": w.ids["offer"]})
	}},
	{"addDraftShift", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation($e: ID!) { addDraftShift(input: {weekStarting: "2026-12-04", dayKey: FRIDAY, userId: $e, startTime: "09:00", endTime: "17:00"}) { shifts { id version } } }`,
			map[string]any{"e": w.eve.ID})
		sh := obj(d, "addDraftShift")["shifts"].([]any)[0].(map[string]any)
		w.ids["draftShift"], w.ids["draftVersion"] = sh["id"], sh["version"]
	}},
	{"updateDraftShift", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation($id: ID!, $v: Int!, $e: ID!) { updateDraftShift(input: {weekStarting: "2026-12-04", id: $id, version: $v, dayKey: FRIDAY, userId: $e, startTime: "10:00", endTime: "18:00"}) { shifts { id version } } }`,
			map[string]any{"id": w.ids["draftShift"], "v": w.ids["draftVersion"], "e": w.eve.ID})
		w.ids["draftVersion"] = obj(d, "updateDraftShift")["shifts"].([]any)[0].(map[string]any)["version"]
	}},
	{"setDraftShiftPinned", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { setDraftShiftPinned(weekStarting: "2026-12-04", id: $id, pinned: true) { pinned } }`,
			map[string]any{"id": w.ids["draftShift"]})
	}},
	{"removeDraftShift", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!, $v: Int!) { removeDraftShift(weekStarting: "2026-12-04", id: $id, version: $v) { hasChanges } }`,
			map[string]any{"id": w.ids["draftShift"], "v": w.ids["draftVersion"]})
	}},
	{"copyIntoDraft", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation { copyIntoDraft(input: {weekStarting: "2026-12-04", fromWeek: "2026-11-27"}) { copied } }`, nil)
	}},
	{"discardDraft", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation { discardDraft(weekStarting: "2026-12-04") { hasChanges } }`, nil)
	}},
	{"publishDraft", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation { copyIntoDraft(input: {weekStarting: "2026-12-04", fromWeek: "2026-11-27"}) { copied } }`, nil)
		w.gql(t, w.mia, `mutation { publishDraft(weekStarting: "2026-12-04") { notifiedCount } }`, nil)
	}},
	{"saveTemplate", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { saveTemplate(name: "Standard", weekStarting: "2026-11-27") { id } }`, nil)
		w.ids["template"] = obj(d, "saveTemplate")["id"]
	}},
	{"renameTemplate", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { renameTemplate(id: $id, name: "Winter") { id } }`, map[string]any{"id": w.ids["template"]})
	}},
	{"deleteTemplate", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { deleteTemplate(id: $id) }`, map[string]any{"id": w.ids["template"]})
	}},
	{"setMyLanguage", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation { setMyLanguage(language: "en", clock: 24) { id } }`, nil)
	}},
	{"setWorkplaceLanguage", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation { setWorkplaceLanguage(language: "en") { defaultLanguage } }`, nil)
	}},
	{"setWorkplaceProfile", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation { setWorkplaceProfile(input: {name: "Lumen", currency: "EUR", timeZone: "Europe/Berlin"}) { name } }`, nil)
	}},
	{"updateWorkplaceSettings", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation { updateWorkplaceSettings(input: {minRestMinutes: 600, weeklyLimitMinutes: 2400}) { minRestMinutes } }`, nil)
	}},
	{"inviteStaff", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { inviteStaff(emails: "ina@example.com", role: EMPLOYEE) { id } }`, nil)
		w.ids["invitation"] = d["inviteStaff"].([]any)[0].(map[string]any)["id"]
	}},
	{"resendInvitation", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { resendInvitation(id: $id) { id } }`, map[string]any{"id": w.ids["invitation"]})
	}},
	{"acceptInvitation", func(t *testing.T, w *auditWorld) {
		body := w.dbID(t, `SELECT payload::text FROM outbox WHERE kind = 'email' AND payload::text LIKE '%/invitation/%' ORDER BY id DESC LIMIT 1`)
		token := invitationLink.FindStringSubmatch(body)[1]
		w.gql(t, apptest.User{}, `mutation($t: String!) { acceptInvitation(token: $t, name: "Ina Invited", password: "secret123") { token } }`, map[string]any{"t": token})
	}},
	{"revokeInvitation", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { inviteStaff(emails: "ivo@example.com", role: EMPLOYEE) { id } }`, nil)
		id := d["inviteStaff"].([]any)[0].(map[string]any)["id"]
		w.gql(t, w.mia, `mutation($id: ID!) { revokeInvitation(id: $id) }`, map[string]any{"id": id})
	}},
	{"importStaff", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation { importStaff(csv: "name,email\nIgor Imported,igor@example.com\n") { invitations { id } } }`, nil)
	}},
	{"addPerson", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { addPerson(name: "Nell Nomail") { id } }`, nil)
		w.ids["person"] = obj(d, "addPerson")["id"]
	}},
	{"sendInvitation", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($u: ID!) { sendInvitation(userId: $u, email: "nell@example.com") { id } }`, map[string]any{"u": w.ids["person"]})
	}},
	{"setNotificationPreference", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation { setNotificationPreference(kind: SCHEDULE, delivery: EMAIL) { kind } }`, nil)
	}},
	{"createEvent", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { createEvent(input: {date: "2026-12-24", title: "Party", type: MEETING}) { id } }`, nil)
		w.ids["event"] = obj(d, "createEvent")["id"]
	}},
	{"updateEvent", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { updateEvent(id: $id, input: {date: "2026-12-24", title: "Christmas party", type: MEETING}) { id } }`,
			map[string]any{"id": w.ids["event"]})
	}},
	{"deleteEvent", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { deleteEvent(id: $id) }`, map[string]any{"id": w.ids["event"]})
	}},
	{"requestTimeOff", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.eve, `mutation { requestTimeOff(date: "2026-12-15") { id } }`, nil)
		w.ids["timeOff"] = obj(d, "requestTimeOff")["id"]
	}},
	{"respondToTimeOff", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { respondToTimeOff(id: $id, decision: APPROVE) { id } }`, map[string]any{"id": w.ids["timeOff"]})
	}},
	{"cancelTimeOff", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { cancelTimeOff(id: $id, note: "busy week") { id } }`, map[string]any{"id": w.ids["timeOff"]})
	}},
	{"requestTimeOffRange", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.eve, `mutation { requestTimeOffRange(input: {date: "2026-12-16", endDate: "2026-12-17"}) { id } }`, nil)
		w.ids["range"] = obj(d, "requestTimeOffRange")["id"]
	}},
	{"decideTimeOff", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { decideTimeOff(id: $id, decision: DENY) { request { id } } }`, map[string]any{"id": w.ids["range"]})
	}},
	{"withdrawTimeOff", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.eve, `mutation { requestTimeOff(date: "2026-12-20") { id } }`, nil)
		w.gql(t, w.eve, `mutation($id: ID!) { withdrawTimeOff(id: $id) { id } }`, map[string]any{"id": obj(d, "requestTimeOff")["id"]})
	}},
	{"redeliverWebhook", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `{ webhooks { deliveries { id } } }`, nil)
		del := d["webhooks"].([]any)[0].(map[string]any)["deliveries"].([]any)
		w.gql(t, w.mia, `mutation($id: ID!) { redeliverWebhook(deliveryId: $id) { id } }`, map[string]any{"id": del[0].(map[string]any)["id"]})
	}},
	{"saveLocation", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { saveLocation(input: {name: "Kitchen"}) { id } }`, nil)
		w.ids["location"] = obj(d, "saveLocation")["id"]
	}},
	{"archiveLocation", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { archiveLocation(id: $id, archived: true) { id } }`, map[string]any{"id": w.ids["location"]})
	}},
	{"deleteLocation", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { deleteLocation(id: $id) }`, map[string]any{"id": w.ids["location"]})
	}},
	{"savePosition", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { savePosition(input: {name: "Cook", colour: "#ff8800"}) { id } }`, nil)
		w.ids["position"] = obj(d, "savePosition")["id"]
	}},
	{"archivePosition", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { archivePosition(id: $id, archived: false) { id } }`, map[string]any{"id": w.ids["position"]})
	}},
	{"saveShiftType", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { saveShiftType(input: {name: "Early", startTime: "06:00", endTime: "14:00"}) { id } }`, nil)
		w.ids["shiftType"] = obj(d, "saveShiftType")["id"]
	}},
	{"archiveShiftType", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { archiveShiftType(id: $id, archived: true) { id } }`, map[string]any{"id": w.ids["shiftType"]})
	}},
	{"deleteShiftType", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { deleteShiftType(id: $id) }`, map[string]any{"id": w.ids["shiftType"]})
	}},
	{"setPersonWorkplace", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($u: ID!, $p: ID!) { setPersonWorkplace(input: {userId: $u, positions: [{positionId: $p}], locationIds: []}) { userId } }`,
			map[string]any{"u": w.eve.ID, "p": w.ids["position"]})
	}},
	{"saveRuleSet", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { saveRuleSet(input: {name: "Part time", periodKind: MONTH, maxHours: {value: 4800, severity: BLOCK}}) { id } }`, nil)
		w.ids["ruleSet"] = obj(d, "saveRuleSet")["id"]
	}},
	{"setPersonRuleSet", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($u: ID!, $r: ID) { setPersonRuleSet(userId: $u, ruleSetId: $r) { id } }`, map[string]any{"u": w.eve.ID, "r": w.ids["ruleSet"]})
	}},
	{"deleteRuleSet", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($u: ID!) { setPersonRuleSet(userId: $u, ruleSetId: null) { id } }`, map[string]any{"u": w.eve.ID})
		w.gql(t, w.mia, `mutation($id: ID!) { deleteRuleSet(id: $id) }`, map[string]any{"id": w.ids["ruleSet"]})
	}},
	{"addPreference", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.eve, `mutation { addPreference(input: {wants: false, day: SATURDAY}) { id } }`, nil)
		w.ids["preference"] = obj(d, "addPreference")["id"]
	}},
	{"deletePreference", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation($id: ID!) { deletePreference(id: $id) }`, map[string]any{"id": w.ids["preference"]})
	}},
	{"saveStaffingRequirement", func(t *testing.T, w *auditWorld) {
		l := w.gql(t, w.mia, `mutation { saveLocation(input: {name: "Bar"}) { id } }`, nil)
		d := w.gql(t, w.mia, `mutation($l: ID!, $p: ID!) { saveStaffingRequirement(input: {locationId: $l, positionId: $p,
			startTime: "09:00", endTime: "17:00", needed: {saturday: 2}}) { id } }`,
			map[string]any{"l": obj(l, "saveLocation")["id"], "p": w.ids["position"]})
		w.ids["requirement"] = obj(d, "saveStaffingRequirement")["id"]
	}},
	{"startFill", func(t *testing.T, w *auditWorld) {
		l := obj(w.gql(t, w.mia, `mutation { saveLocation(input: {name: "Fill shop"}) { id } }`, nil), "saveLocation")["id"]
		st := obj(w.gql(t, w.mia, `mutation($l: ID!) { saveShiftType(input: {name: "Fill day", locationId: $l, startTime: "09:00", endTime: "17:00"}) { id } }`,
			map[string]any{"l": l}), "saveShiftType")["id"]
		w.gql(t, w.mia, `mutation($l: ID!, $s: ID!) { saveStaffingRequirement(input: {locationId: $l, shiftTypeId: $s, needed: {saturday: 1}}) { id } }`,
			map[string]any{"l": l, "s": st})
		w.gql(t, w.mia, `mutation($u: ID!, $p: ID!, $l: ID!) { setPersonWorkplace(input: {userId: $u, positions: [{positionId: $p}], locationIds: [$l]}) { userId } }`,
			map[string]any{"u": w.eve.ID, "p": w.ids["position"], "l": l})
		d := w.gql(t, w.mia, `mutation { startFill(input: {mode: FILL, rangeStart: "2027-01-01", weeks: 1}) { id } }`, nil)
		w.ids["fill"] = obj(d, "startFill")["id"]
	}},
	{"stopFill", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { stopFill(id: $id) { status } }`, map[string]any{"id": w.ids["fill"]})
	}},
	{"applyFill", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { startFill(input: {mode: FILL, rangeStart: "2027-01-01", weeks: 1, timeLimitSeconds: 1}) { id } }`, nil)
		fillrun.New(w.app.Store, w.app.Fill, "", nil).RunOnce(context.Background())
		w.gql(t, w.mia, `mutation($id: ID!) { applyFill(id: $id) { status } }`, map[string]any{"id": obj(d, "startFill")["id"]})
		w.gql(t, w.mia, `mutation { discardDraft(weekStarting: "2027-01-01") { hasChanges } }`, nil)
	}},
	{"deleteStaffingRequirement", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { deleteStaffingRequirement(id: $id) }`, map[string]any{"id": w.ids["requirement"]})
	}},
	{"setManagerLocations", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($u: ID!) { setManagerLocations(userId: $u, locationIds: []) { userId } }`, map[string]any{"u": w.mia.ID})
	}},
	{"deletePosition", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($u: ID!) { setPersonWorkplace(input: {userId: $u, positions: [], locationIds: []}) { userId } }`, map[string]any{"u": w.eve.ID})
		w.gql(t, w.mia, `mutation($id: ID!) { deletePosition(id: $id) }`, map[string]any{"id": w.ids["position"]})
	}},
	{"setWorksShifts", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { setWorksShifts(id: $id, worksShifts: true) { worksShifts } }`, map[string]any{"id": w.mia.ID})
	}},
	{"setKioskPin", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation { setKioskPin(pin: "2468") }`, nil)
	}},
	{"createKiosk", func(t *testing.T, w *auditWorld) {
		l := w.gql(t, w.mia, `mutation { saveLocation(input: {name: "Door"}) { id } }`, nil)
		w.ids["kioskLocation"] = obj(l, "saveLocation")["id"]
		loc, _ := strconv.ParseInt(w.ids["kioskLocation"].(string), 10, 64)
		atLocation(t, w.app, mustShift(t, w.app, w.eve, "2026-11-22", "09:00", "17:00"), loc)
		d := w.gql(t, w.mia, `mutation($l: ID!) { createKiosk(locationId: $l, name: "Door") { kiosk { id } secret } }`, map[string]any{"l": w.ids["kioskLocation"]})
		w.ids["kiosk"], w.ids["kioskSecret"] = obj(d, "createKiosk", "kiosk")["id"], obj(d, "createKiosk")["secret"]
	}},
	{"kioskClock", func(t *testing.T, w *auditWorld) {
		w.gql(t, apptest.User{}, `mutation($c: String!, $u: ID!) { kioskClock(credential: $c, userId: $u, pin: "2468", action: CLOCK_IN) { id } }`,
			map[string]any{"c": w.ids["kioskSecret"], "u": w.eve.ID})
	}},
	{"clock", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.eve, `mutation { clock(action: CLOCK_OUT, reason: "Audited early leave") { id } }`, nil)
	}},
	{"revokeKiosk", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { revokeKiosk(id: $id) }`, map[string]any{"id": w.ids["kiosk"]})
	}},
	{"setClockRule", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($l: ID!) { setClockRule(locationId: $l, rule: {networks: ["203.0.113.0/24"]}) { networks } }`, map[string]any{"l": w.ids["kioskLocation"]})
	}},
	{"setLabourBudget", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($l: ID!) { setLabourBudget(locationId: $l, weeklyBudgetCents: 250000) }`, map[string]any{"l": w.ids["kioskLocation"]})
	}},
	{"setTimeClockSettings", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation { setTimeClockSettings(input: {clockInEarlyMinutes: 10, forgottenClockOutHours: 6}) { clockInEarlyMinutes } }`, nil)
	}},
	{"setTimesheetSettings", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation { setTimesheetSettings(input: {payPeriod: WEEKLY, payPeriodStart: "2026-11-20",
			dailyOvertimeMinutes: 480, paidBreaks: false, roundingMinutes: 0, rounding: NEAREST, overtimePayPercent: 150}) { payPeriod } }`, nil)
	}},
	{"correctTimeRecord", func(t *testing.T, w *auditWorld) {
		recs := w.gql(t, w.eve, `{ myTimeRecords { id clockInAt } }`, nil)["myTimeRecords"].([]any)
		rec := recs[len(recs)-1].(map[string]any)
		in, _ := time.Parse(time.RFC3339, rec["clockInAt"].(string))
		w.gql(t, w.mia, `mutation($id: ID!, $in: Time!, $out: Time!) { correctTimeRecord(recordId: $id,
			input: {clockInAt: $in, clockOutAt: $out, breakMinutes: 0, reason: "Forgot the kiosk"}) { userId } }`,
			map[string]any{"id": rec["id"], "in": in.Add(-2 * time.Hour), "out": in.Add(-time.Hour)})
	}},
	{"approveTimesheet", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($u: ID!) { approveTimesheet(userId: $u, date: "2026-11-22") { approvedAt } }`, map[string]any{"u": w.eve.ID})
	}},
	{"reopenTimesheet", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($u: ID!) { reopenTimesheet(userId: $u, date: "2026-11-22", reason: "Late correction") { approvedAt } }`, map[string]any{"u": w.eve.ID})
	}},
	{"deleteUser", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { deleteUser(id: $id) { message } }`, map[string]any{"id": w.bob.ID})
	}},
	{"exportPersonalData", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { exportPersonalData(userId: $id) { url } }`, map[string]any{"id": w.bob.ID})
	}},
	{"erasePersonalData", func(t *testing.T, w *auditWorld) {
		// Someone of their own: erasing Bob would rewrite the sentences below that name him.
		ed := w.app.Employee("Ed Leaver")
		w.gql(t, w.mia, `mutation($id: ID!) { deleteUser(id: $id) { message } }`, map[string]any{"id": ed.ID})
		w.gql(t, w.mia, `mutation($id: ID!) { erasePersonalData(userId: $id) { name } }`, map[string]any{"id": ed.ID})
	}},
	{"setPersonalDataRetentionYears", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation { setPersonalDataRetentionYears(years: 7) }`, nil)
	}},
	{"saveLeaveType", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { saveLeaveType(input: {name: "Study leave", paid: true, unit: DAYS, needsApproval: true, needsBalance: true, staffMayRequest: true, colour: "#336699"}) { id } }`, nil)
		w.ids["leaveType"] = obj(d, "saveLeaveType")["id"]
	}},
	{"saveLeavePolicy", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation($t: ID!) { saveLeavePolicy(input: {leaveTypeId: $t, name: "Five days", method: ALLOWANCE, amount: 5}) { id } }`,
			map[string]any{"t": w.ids["leaveType"]})
		w.ids["leavePolicy"] = obj(d, "saveLeavePolicy")["id"]
	}},
	{"assignLeavePolicy", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($t: ID!, $p: ID!, $u: ID!) { assignLeavePolicy(leaveTypeId: $t, policyId: $p, userId: $u) }`,
			map[string]any{"t": w.ids["leaveType"], "p": w.ids["leavePolicy"], "u": w.eve.ID})
	}},
	{"setLeaveProfile", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($u: ID!) { setLeaveProfile(input: {userId: $u, startsOn: "2026-03-01", hoursPerWeek: 30, workDays: [1, 2, 3, 4]}) }`,
			map[string]any{"u": w.eve.ID})
	}},
	{"setLeaveSettings", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation { setLeaveSettings(fullTimeHoursWeek: 37.5, deductBy: CONTRACT) { deductBy } }`, nil)
	}},
	{"adjustLeaveBalance", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($t: ID!, $u: ID!) { adjustLeaveBalance(userId: $u, leaveTypeId: $t, amount: 1.5, reason: "Exam resit") { id } }`,
			map[string]any{"t": w.ids["leaveType"], "u": w.eve.ID})
	}},
	{"recordLeave", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($u: ID!) { recordLeave(userId: $u, input: {date: "2026-12-29", reason: "Flu"}) { request { status } } }`,
			map[string]any{"u": w.eve.ID})
	}},
	{"setHolidayCalendar", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation { saveLocation(input: {name: "Harbour"}) { id } }`, nil)
		w.ids["holidayLocation"] = obj(d, "saveLocation")["id"]
		w.gql(t, w.mia, `mutation($l: ID!) { setHolidayCalendar(locationId: $l, country: "de", region: "by") }`, map[string]any{"l": w.ids["holidayLocation"]})
	}},
	{"setHolidayStaffing", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($l: ID!) { setHolidayStaffing(locationId: $l, rule: LIKE_DAY, likeDay: SUNDAY) { rule } }`,
			map[string]any{"l": w.ids["holidayLocation"]})
	}},
	{"setPublicHoliday", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($l: ID!) { setPublicHoliday(locationId: $l, date: "2026-12-31", name: "Harbour day", removed: false) }`,
			map[string]any{"l": w.ids["holidayLocation"]})
	}},
	{"setSchoolWeekdays", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($l: ID!) { setSchoolWeekdays(locationId: $l, weekdays: [1, 2, 3, 4, 5, 6]) { weekdays } }`,
			map[string]any{"l": w.ids["holidayLocation"]})
	}},
	{"addSchoolHoliday", func(t *testing.T, w *auditWorld) {
		d := w.gql(t, w.mia, `mutation($l: ID!) { addSchoolHoliday(locationId: $l, name: "Winter break", first: "2026-12-21", last: "2027-01-04") { id } }`,
			map[string]any{"l": w.ids["holidayLocation"]})
		w.ids["schoolHoliday"] = obj(d, "addSchoolHoliday")["id"]
	}},
	{"removeSchoolHoliday", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($i: ID!) { removeSchoolHoliday(id: $i) }`, map[string]any{"i": w.ids["schoolHoliday"]})
	}},
	{"setRuleSetLabour", func(t *testing.T, w *auditWorld) {
		w.ids["labourRuleSet"] = w.dbID(t, `SELECT id::text FROM rule_sets WHERE is_default`)
		w.gql(t, w.mia, `mutation($r: ID!) { setRuleSetLabour(ruleSetId: $r, input: {dailyRest: {severity: BLOCK, minutes: 660}}) { ruleSetId } }`,
			map[string]any{"r": w.ids["labourRuleSet"]})
	}},
	{"applyLabourPreset", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($r: ID!) { applyLabourPreset(ruleSetId: $r, presetId: "eu-wtd") { presetId } }`, map[string]any{"r": w.ids["labourRuleSet"]})
	}},
	{"answerLabourConsent", func(t *testing.T, w *auditWorld) {
		id := w.dbID(t, `INSERT INTO labour_consents (user_id, shift_id, kind, after_date, after_start, after_end, pay_date, premium_name,
			premium_cents, priced) VALUES ($1, 1, 'MOVED', '2026-11-28', 600, 1080, '2026-11-28', 'Predictability pay', 2000, true) RETURNING id::text`, w.eve.ID)
		w.gql(t, w.eve, `mutation($id: ID!) { answerLabourConsent(id: $id, accept: true) { status } }`, map[string]any{"id": id})
	}},
	{"setBirthDate", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($u: ID!) { setBirthDate(userId: $u, birthDate: "2009-06-01") }`, map[string]any{"u": w.eve.ID})
	}},
	{"deleteWebhook", func(t *testing.T, w *auditWorld) {
		w.gql(t, w.mia, `mutation($id: ID!) { deleteWebhook(id: $id) }`, map[string]any{"id": w.ids["webhook"]})
	}},
	{"setUpWorkplace", func(t *testing.T, w *auditWorld) {
		// Only an install without a manager is set up: the walk's managers step aside for
		// the call and come back after it.
		var ids []int64
		if err := w.app.Store.DB.Select(&ids, `UPDATE users SET role = 'employee' WHERE role = 'manager' RETURNING id`); err != nil {
			t.Fatal(err)
		}
		w.gql(t, apptest.User{}, `mutation { setUpWorkplace(input: {name: "Olive Owner", email: "olive@example.com", password: "secret123"}) { token } }`, nil)
		if _, err := w.app.Store.DB.Exec(`UPDATE users SET role = 'manager' WHERE id = ANY($1)`, pq.Array(ids)); err != nil {
			t.Fatal(err)
		}
	}},
}

// TestEveryMutationWritesAnAuditEntry walks the mutations of the served schema: each one
// (but those in notAudited) must have a step above, and its step must add an entry that
// reads as a sentence. A new mutation fails here until it records its audit entry and
// gets a step.
func TestEveryMutationWritesAnAuditEntry(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	w := &auditWorld{app: app, ids: map[string]any{}}
	w.mia, w.max = app.Manager("Mia Manager"), app.Manager("Max Manager")
	w.eve, w.bob = app.Employee("Eve Early"), app.Employee("Bob Busy")

	data := app.MustGQL("", `{ __schema { mutationType { fields { name } } } }`, nil)
	steps := map[string]auditStep{}
	for _, s := range auditSteps {
		steps[s.mutation] = s
	}
	for _, f := range obj(data, "__schema", "mutationType")["fields"].([]any) {
		name := f.(map[string]any)["name"].(string)
		_, step := steps[name]
		if _, exempt := notAudited[name]; !step && !exempt {
			t.Errorf("mutation %s has no audit step: record an audit entry in its service method (q.audit) and add a step to auditSteps", name)
		}
	}
	count := func() int {
		n, err := app.Store.Q().AuditCount(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return n
	}
	for _, s := range auditSteps {
		before := count()
		s.run(t, w)
		if count() == before {
			t.Errorf("mutation %s wrote no audit entry", s.mutation)
		}
	}
	everyEntryReadsAsASentence(t, w)
	everyEntryReadsInSpanish(t, w)
}

// everyEntryReadsAsASentence reads back what the walk wrote: each kind of entry must say,
// as a sentence, who did what; never the raw action, a status code or "swap 1".
func everyEntryReadsAsASentence(t *testing.T, w *auditWorld) {
	t.Helper()
	const page = `query($after: String) { auditLog(first: 100, after: $after) {
		entries { action summary actor { name } } endCursor hasMore } }`
	code := regexp.MustCompile(`\b[a-z]+_[a-z_]+\b|\b[a-z_]+\.[a-z_]+\b`)
	email := regexp.MustCompile(`\S+@\S+`)
	kinds := map[string]bool{}
	// Days and shifts read as people write them, times as compact as the grid's: each of
	// these sentences must be among its kind's.
	exact := map[string]string{
		"open_shift.post":      "Mia Manager posted an open shift on Monday 30 November, 10a–2p",
		"open_shift.claim":     "Eve Early claimed the open shift on Monday 30 November, 10a–2p",
		"claim.approve":        "Mia Manager gave the open shift on Monday 30 November, 10a–2p to Bob Busy",
		"open_shift.offer":     "Eve Early offered their shift on Sunday 29 November, 9a–5p",
		"schedule.acknowledge": "Eve Early acknowledged the week of Friday 27 November",
		"event.create":         "Mia Manager added the event Party on Thursday 24 December",
		"event.update":         "Mia Manager changed the event Party on Thursday 24 December: renamed it Christmas party",
		"event.delete":         "Mia Manager removed the event Christmas party on Thursday 24 December",
		"draft.discard":        "Mia Manager discarded the draft of the week of Friday 4 December",
	}
	var after any
	for {
		p := obj(w.gql(t, w.mia, page, map[string]any{"after": after}), "auditLog")
		for _, x := range p["entries"].([]any) {
			e := x.(map[string]any)
			action, sentence := e["action"].(string), e["summary"].(string)
			kinds[action] = true
			if exact[action] == sentence {
				delete(exact, action)
			}
			if actor, ok := e["actor"].(map[string]any); ok && !strings.HasPrefix(sentence, actor["name"].(string)+" ") {
				t.Errorf("%s: %q does not start with who did it (%s)", action, sentence, actor["name"])
			}
			if c := code.FindString(email.ReplaceAllString(sentence, "")); c != "" || !unicode.IsUpper([]rune(sentence)[0]) {
				t.Errorf("%s: %q is not a sentence for people (%q)", action, sentence, c)
			}
		}
		if p["hasMore"] != true {
			break
		}
		after = p["endCursor"]
	}
	for action, want := range exact {
		t.Errorf("no %s entry reads %q", action, want)
	}
	t.Logf("%d kinds of entry read as sentences", len(kinds))
	if len(kinds) < 60 {
		t.Errorf("the walk wrote only %d kinds of entry", len(kinds))
	}
}

func TestAuditLogPagesAndFilters(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	for _, name := range []string{"Eve A", "Eve B", "Eve C"} {
		app.MustGQL(eve.Token, `mutation($n: String!) { updateMyName(name: $n) { id } }`, map[string]any{"n": name})
	}
	app.MustGQL(mia.Token, `mutation { createEvent(input: {date: "2026-12-24", title: "Party", type: MEETING}) { id } }`, nil)

	const page = `query($f: AuditFilter, $after: String) { auditLog(filter: $f, first: 2, after: $after) {
		entries { id at action objectType objectId summary before after actor { id name } } endCursor hasMore } }`
	var all []map[string]any
	var after any
	for i := 0; i < 10; i++ {
		p := obj(app.MustGQL(mia.Token, page, map[string]any{"f": map[string]any{"userId": eve.ID}, "after": after}), "auditLog")
		for _, e := range p["entries"].([]any) {
			all = append(all, e.(map[string]any))
		}
		if p["hasMore"] != true {
			break
		}
		after = p["endCursor"]
	}
	// Eve signed up, then renamed herself three times; newest first.
	var actions []string
	for _, e := range all {
		actions = append(actions, e["action"].(string))
		if obj(e, "actor")["id"] != eve.ID {
			t.Errorf("entry by %v in Eve's filter", e["actor"])
		}
	}
	if strings.Join(actions, " ") != "account.rename account.rename account.rename account.register" {
		t.Fatalf("actions = %v", actions)
	}
	if all[0]["before"] != `{"name": "Eve B"}` || all[0]["after"] != `{"name": "Eve C"}` {
		t.Errorf("before/after = %v / %v", all[0]["before"], all[0]["after"])
	}

	byKind := obj(app.MustGQL(mia.Token, page, map[string]any{"f": map[string]any{"action": "event"}}), "auditLog")["entries"].([]any)
	if len(byKind) != 1 || byKind[0].(map[string]any)["action"] != "event.create" {
		t.Fatalf("by kind = %v", byKind)
	}
	none := obj(app.MustGQL(mia.Token, page, map[string]any{"f": map[string]any{"from": "2026-11-23"}}), "auditLog")["entries"].([]any)
	if len(none) != 0 {
		t.Fatalf("entries dated after today: %v", none)
	}
	today := obj(app.MustGQL(mia.Token, page, map[string]any{"f": map[string]any{"from": "2026-11-22", "to": "2026-11-22"}}), "auditLog")
	if len(today["entries"].([]any)) != 2 || today["hasMore"] != true {
		t.Fatalf("today = %v", today)
	}

	if r := app.GQL(eve.Token, page, nil); r.Code() != "FORBIDDEN" {
		t.Errorf("an employee read the audit trail: %s", r.Raw)
	}
	if r := app.GQL(mia.Token, page, map[string]any{"after": "nonsense"}); r.Code() != "BAD_USER_INPUT" {
		t.Errorf("bad cursor: %s", r.Raw)
	}
}

func TestAuditEntriesCannotBeChangedOrDeleted(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	app.Manager("Mia Manager")
	for _, q := range []string{`UPDATE audit_log SET summary = 'x'`, `DELETE FROM audit_log`, `TRUNCATE audit_log`} {
		if _, err := app.Store.DB.Exec(q); err == nil || !strings.Contains(err.Error(), "cannot be changed or deleted") {
			t.Errorf("%s: %v", q, err)
		}
	}
	if n, _ := app.Store.Q().AuditCount(context.Background()); n != 1 {
		t.Fatalf("%d entries", n)
	}
	_ = domain.AuditEntry{}
}
