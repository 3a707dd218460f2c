package apitests_test

import (
	"context"
	"strconv"
	"strings"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/store"
)

const (
	saveLocationM   = `mutation($in: LocationInput!) { saveLocation(input: $in) { id name address archived } }`
	savePositionM   = `mutation($in: PositionInput!) { savePosition(input: $in) { id name colour archived } }`
	saveShiftTypeM  = `mutation($in: ShiftTypeInput!) { saveShiftType(input: $in) { id name positionId locationId startTime endTime notFollowedByIds archived } }`
	setWorkplaceM   = `mutation($in: PersonWorkplaceInput!) { setPersonWorkplace(input: $in) { userId hourlyRateCents locationIds positions { positionId primary hourlyRateCents } } }`
	addDraftStructM = `mutation($in: DraftShiftInput!) { addDraftShift(input: $in) {
		shifts { id userId date startTime endTime positionId locationId shiftTypeId } conflicts { code severity message } } }`
	workplacesQ = `query($u: [ID!]) { personWorkplaces(userIds: $u) { userId hourlyRateCents locationIds positions { positionId primary hourlyRateCents } } }`
)

// mustPosition adds a position and returns its id.
func mustPosition(app *apptest.App, token, name string) string {
	app.T.Helper()
	d := app.MustGQL(token, savePositionM, map[string]any{"in": map[string]any{"name": name, "colour": "#336699"}})
	return d["savePosition"].(map[string]any)["id"].(string)
}

// qualify makes the person qualified for exactly the given positions.
func qualify(app *apptest.App, token string, u apptest.User, positions ...string) {
	app.T.Helper()
	qs := []map[string]any{}
	for _, p := range positions {
		qs = append(qs, map[string]any{"positionId": p})
	}
	app.MustGQL(token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": u.ID, "positions": qs, "locationIds": []any{}}})
}

func codesOf(list []any) []string {
	var out []string
	for _, c := range list {
		out = append(out, c.(map[string]any)["code"].(string))
	}
	return out
}

func hasCode(list []any, code string) bool {
	for _, c := range codesOf(list) {
		if c == code {
			return true
		}
	}
	return false
}

func TestAnExistingWorkplaceHasOneMainLocationAndManagersSetUpTheRest(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")

	d := app.MustGQL(eve.Token, `{ locations { name archived } }`, nil)
	if got := d["locations"].([]any); len(got) != 1 || got[0].(map[string]any)["name"] != "Main location" {
		t.Fatalf("locations = %v, want the one Main location", got)
	}

	t.Run("StaffMayNotChangeTheWorkplace", func(t *testing.T) {
		apptest.Want(t, app.GQL(eve.Token, savePositionM, map[string]any{"in": map[string]any{"name": "Cook", "colour": "#ffffff"}}), "FORBIDDEN", "")
		apptest.Want(t, app.GQL(eve.Token, saveLocationM, map[string]any{"in": map[string]any{"name": "Kitchen"}}), "FORBIDDEN", "")
		apptest.Want(t, app.GQL(eve.Token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": eve.ID, "positions": []any{}, "locationIds": []any{}}}), "FORBIDDEN", "")
	})

	cook := mustPosition(app, mia.Token, "Cook")
	t.Run("NamesAreUniqueAndColoursAreRrggbb", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, savePositionM, map[string]any{"in": map[string]any{"name": " cook ", "colour": "#000000"}}),
			"BAD_USER_INPUT", "There is already a position named cook; choose another name.")
		apptest.Want(t, app.GQL(mia.Token, savePositionM, map[string]any{"in": map[string]any{"name": "Baker", "colour": "red"}}),
			"BAD_USER_INPUT", "A colour is written #rrggbb, for example #1f77b4.")
		apptest.Want(t, app.GQL(mia.Token, saveLocationM, map[string]any{"in": map[string]any{"name": "  "}}),
			"BAD_USER_INPUT", "A location needs a name.")
	})

	kitchen := app.MustGQL(mia.Token, saveLocationM, map[string]any{"in": map[string]any{"name": "Kitchen", "address": "Back door"}})["saveLocation"].(map[string]any)
	early := app.MustGQL(mia.Token, saveShiftTypeM, map[string]any{"in": map[string]any{"name": "Early cook", "positionId": cook,
		"locationId": kitchen["id"], "startTime": "06:00", "endTime": "14:00"}})["saveShiftType"].(map[string]any)
	if early["positionId"] != cook || early["startTime"] != "06:00" {
		t.Fatalf("shift type = %v", early)
	}
	qualify(app, mia.Token, eve, cook)

	t.Run("DeletingWhatIsInUseIsRefusedWithWhatUsesIt", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, `mutation($id: ID!) { deletePosition(id: $id) }`, map[string]any{"id": cook}),
			"CONFLICT", "The position Cook cannot be deleted: it is used by 1 shift type and 1 person. Archive it instead.")
		apptest.Want(t, app.GQL(mia.Token, `mutation($id: ID!) { deleteLocation(id: $id) }`, map[string]any{"id": kitchen["id"]}),
			"CONFLICT", "The location Kitchen cannot be deleted: it is used by 1 shift type. Archive it instead.")
	})

	t.Run("ArchivedOnesLeaveTheListAndCannotBeGivenAnew", func(t *testing.T) {
		app.MustGQL(mia.Token, `mutation($id: ID!) { archivePosition(id: $id, archived: true) { id } }`, map[string]any{"id": cook})
		if got := app.MustGQL(mia.Token, `{ positions { id } }`, nil)["positions"].([]any); len(got) != 0 {
			t.Fatalf("positions after archiving = %v", got)
		}
		if got := app.MustGQL(mia.Token, `{ positions(includeArchived: true) { id archived } }`, nil)["positions"].([]any); len(got) != 1 {
			t.Fatalf("positions with archived = %v", got)
		}
		apptest.Want(t, app.GQL(mia.Token, addDraftM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "dayKey": "FRIDAY",
			"userId": eve.ID, "startTime": "09:00", "endTime": "17:00", "positionId": cook}}), "BAD_USER_INPUT", "Friday (Eve Early): there is no position in use with id "+cook+".")
	})
}

func TestRatesAreSetByManagersAndHiddenFromStaff(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	cook := mustPosition(app, mia.Token, "Cook")
	d := app.MustGQL(mia.Token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": eve.ID, "hourlyRateCents": 1850,
		"positions": []any{map[string]any{"positionId": cook, "hourlyRateCents": 2100}}, "locationIds": []any{}}})
	w := d["setPersonWorkplace"].(map[string]any)
	if w["hourlyRateCents"] != float64(1850) || w["positions"].([]any)[0].(map[string]any)["primary"] != true {
		t.Fatalf("set = %v (the only position becomes primary)", w)
	}
	mine := app.MustGQL(eve.Token, workplacesQ, map[string]any{"u": []any{eve.ID}})["personWorkplaces"].([]any)[0].(map[string]any)
	if mine["hourlyRateCents"] != nil || mine["positions"].([]any)[0].(map[string]any)["hourlyRateCents"] != nil {
		t.Fatalf("staff see rates: %v", mine)
	}
	seen := app.MustGQL(mia.Token, workplacesQ, map[string]any{"u": []any{eve.ID}})["personWorkplaces"].([]any)[0].(map[string]any)
	if seen["positions"].([]any)[0].(map[string]any)["hourlyRateCents"] != float64(2100) {
		t.Fatalf("manager's view = %v", seen)
	}
	apptest.Want(t, app.GQL(mia.Token, setWorkplaceM, map[string]any{"in": map[string]any{"userId": eve.ID, "hourlyRateCents": -1,
		"positions": []any{}, "locationIds": []any{}}}), "BAD_USER_INPUT", "An hourly rate must be between 0 and 1,000,000.00.")
}

func TestNotQualifiedIsAHardConflictOnEveryPath(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Cook")
	bob := app.Employee("Bob Cashier")
	cook := mustPosition(app, mia.Token, "Cook")
	qualify(app, mia.Token, eve, cook)

	cookShift := func(day string, u apptest.User) map[string]any {
		return map[string]any{"dayKey": day, "userId": u.ID, "startTime": "09:00", "endTime": "17:00", "positionId": cook}
	}
	const publishM = `mutation($in: PublishScheduleInput!) { publishSchedule(input: $in) { id days { key shifts { id userId positionId } } } }`

	t.Run("PublishRefusesAPersonNotQualified", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, publishM, map[string]any{"in": map[string]any{"weekStarting": weekNov27,
			"shifts": []any{cookShift("FRIDAY", bob)}}}), "BAD_USER_INPUT", "Bob Cashier is not qualified as Cook and cannot work Friday Nov 27 09:00-17:00.")
	})
	app.MustGQL(mia.Token, publishM, map[string]any{"in": map[string]any{"weekStarting": weekNov27,
		"shifts": []any{cookShift("FRIDAY", eve), shiftInput("SATURDAY", bob, "09:00", "17:00")}}})

	t.Run("TheRESTShimKeepsAShiftsPositionAndRefusesItToSomeoneNotQualified", func(t *testing.T) {
		week := app.Do("GET", "/api/schedules/week?date="+weekNov27, mia.Token, nil).Obj()
		fri, sat := dayShifts(week, "friday")[0], dayShifts(week, "saturday")[0]
		if _, ok := fri["positionId"]; ok {
			t.Fatalf("the REST shim's shifts carry a position: %v", fri)
		}
		res := publishWeek(app, mia.Token, weekNov27, weekDays{
			"friday": {shiftKept(fri["_id"].(string), bob, "09:00", "17:00")}, "saturday": {shiftKept(sat["_id"].(string), bob, "09:00", "17:00")}})
		if res.Status != 400 || !strings.Contains(res.Msg(), "not qualified as Cook") {
			t.Fatalf("REST republish = %d %s", res.Status, res.Raw)
		}
		mustPublishWeek(app, mia.Token, weekNov27, weekDays{
			"friday": {shiftKept(fri["_id"].(string), eve, "10:00", "17:00")}, "saturday": {shiftKept(sat["_id"].(string), bob, "09:00", "17:00")}})
		var pos *string
		if err := app.Store.DB.Get(&pos, `SELECT position_id::text FROM shifts WHERE id = $1`, fri["_id"]); err != nil || pos == nil || *pos != cook {
			t.Fatalf("after a REST republish the shift's position = %v, %v; want %s kept", pos, err, cook)
		}
	})

	t.Run("DraftEditsAndTheDryRunShowIt", func(t *testing.T) {
		d := draftOf(app.MustGQL(mia.Token, addDraftM, map[string]any{"in": map[string]any{"weekStarting": weekNov27, "dayKey": "SUNDAY",
			"userId": bob.ID, "startTime": "09:00", "endTime": "17:00", "positionId": cook}}), "addDraftShift")
		if !hasCode(d["conflicts"].([]any), "NOT_QUALIFIED") {
			t.Fatalf("draft conflicts = %v", d["conflicts"])
		}
		p := app.MustGQL(mia.Token, previewQuery, map[string]any{"w": weekNov27})["publishPreview"].(map[string]any)
		if !hasCode(p["conflicts"].([]any), "NOT_QUALIFIED") {
			t.Fatalf("dry run conflicts = %v", p["conflicts"])
		}
		apptest.Want(t, app.GQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27}), "BAD_USER_INPUT", "Bob Cashier is not qualified as Cook and cannot work Sunday Nov 29 09:00-17:00.")
		app.MustGQL(mia.Token, discardDraftM, map[string]any{"w": weekNov27})
	})

	t.Run("CopyWeekCarriesThePositionAndChecksIt", func(t *testing.T) {
		qualify(app, mia.Token, eve) // Eve is no longer a cook
		app.MustGQL(mia.Token, `mutation { copyIntoDraft(input: {weekStarting: "2026-12-04", fromWeek: "2026-11-27"}) { copied } }`, nil)
		d := draftOf(app.MustGQL(mia.Token, weekDraftQuery, map[string]any{"w": "2026-12-04"}), "weekDraft")
		if !hasCode(d["conflicts"].([]any), "NOT_QUALIFIED") {
			t.Fatalf("copied draft conflicts = %v", d["conflicts"])
		}
		qualify(app, mia.Token, eve, cook)
	})

	t.Run("ASwapOntoAShiftSomeoneIsNotQualifiedForIsRefused", func(t *testing.T) {
		var a, b string
		app.Store.DB.Get(&a, `SELECT id::text FROM shifts WHERE user_id = $1`, eve.ID)
		app.Store.DB.Get(&b, `SELECT id::text FROM shifts WHERE user_id = $1`, bob.ID)
		apptest.Want(t, app.GQL(eve.Token, `mutation($a: ID!, $b: ID!) { requestSwap(shiftId: $a, targetShiftId: $b) { id } }`, map[string]any{"a": a, "b": b}),
			"CONFLICT", "This swap is not possible: Bob Cashier is not qualified as Cook for the shift on Nov 27.")
	})

	t.Run("AClaimBySomeoneNotQualifiedIsRefused", func(t *testing.T) {
		d := app.MustGQL(mia.Token, `mutation($p: ID!) { postOpenShift(input: {date: "2026-11-30", startTime: "10:00", endTime: "14:00", positionId: $p}) { id positionId } }`,
			map[string]any{"p": cook})
		o := d["postOpenShift"].(map[string]any)
		if o["positionId"] != cook {
			t.Fatalf("open shift = %v", o)
		}
		apptest.Want(t, app.GQL(bob.Token, `mutation($id: ID!) { claimOpenShift(id: $id) { id } }`, map[string]any{"id": o["id"]}),
			"CONFLICT", "You cannot take this shift: Bob Cashier is not qualified as Cook and cannot work Monday Nov 30 10:00-14:00.")
		app.MustGQL(eve.Token, `mutation($id: ID!) { claimOpenShift(id: $id) { id } }`, map[string]any{"id": o["id"]})
	})
}

func TestAShiftTypeThatMayNotFollowYesterdaysIsAHardConflict(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	night := app.MustGQL(mia.Token, saveShiftTypeM, map[string]any{"in": map[string]any{"name": "Night", "startTime": "22:00", "endTime": "06:00"}})["saveShiftType"].(map[string]any)
	early := app.MustGQL(mia.Token, saveShiftTypeM, map[string]any{"in": map[string]any{"name": "Early", "startTime": "14:00", "endTime": "20:00"}})["saveShiftType"].(map[string]any)
	night = app.MustGQL(mia.Token, saveShiftTypeM, map[string]any{"in": map[string]any{"id": night["id"], "name": "Night", "startTime": "22:00",
		"endTime": "06:00", "notFollowedByIds": []any{early["id"]}}})["saveShiftType"].(map[string]any)
	if ids := night["notFollowedByIds"].([]any); len(ids) != 1 || ids[0] != early["id"] {
		t.Fatalf("night = %v", night)
	}
	fromType := func(day string, typeID any) map[string]any {
		return map[string]any{"in": map[string]any{"weekStarting": weekNov27, "dayKey": day, "userId": eve.ID, "shiftTypeId": typeID}}
	}
	d := draftOf(app.MustGQL(mia.Token, addDraftStructM, fromType("FRIDAY", night["id"])), "addDraftShift")
	if s := findDraft(t, d, eve, "2026-11-27"); s["startTime"] != "22:00" || s["endTime"] != "06:00" || s["shiftTypeId"] != night["id"] {
		t.Fatalf("a shift made from a shift type takes its times: %v", s)
	}
	d = draftOf(app.MustGQL(mia.Token, addDraftM, fromType("SATURDAY", early["id"])), "addDraftShift")
	if !hasCode(d["conflicts"].([]any), "SHIFT_TYPE_SEQUENCE") {
		t.Fatalf("conflicts = %v", d["conflicts"])
	}
	apptest.Want(t, app.GQL(mia.Token, publishDraftM, map[string]any{"w": weekNov27}), "BAD_USER_INPUT",
		"Eve Early cannot work Early (Saturday Nov 28 14:00-20:00) the day after Night (Friday Nov 27 22:00-06:00): Early may not follow Night.")
	t.Run("AShiftTypeInUseIsArchivedNotDeleted", func(t *testing.T) {
		apptest.Want(t, app.GQL(mia.Token, `mutation($id: ID!) { deleteShiftType(id: $id) }`, map[string]any{"id": early["id"]}),
			"CONFLICT", "The shift type Early cannot be deleted: it is used by 1 draft shift. Archive it instead.")
	})
}

// TestThePositionAndShiftTypeRulesRunAsManyStatementsForManyPeopleAsForFew dry-runs and
// publishes a week where every shift has a position and a shift type, for 10 and for 40
// people: the qualifications of everyone load in one statement, so the counts match.
func TestThePositionAndShiftTypeRulesRunAsManyStatementsForManyPeopleAsForFew(t *testing.T) {
	t.Parallel()
	type counts struct{ preview, publish int64 }
	run := func(people int) counts {
		app := apptest.New(t)
		mia := app.Manager("Mia Manager")
		seedWorkplace(t, app, mia, people, 0, 0)
		ctx := context.Background()
		actor, err := app.Sessions.Authenticate(ctx, mia.Token)
		if err != nil {
			t.Fatal(err)
		}
		cook, err := strconv.ParseInt(mustPosition(app, mia.Token, "Cook"), 10, 64)
		if err != nil {
			t.Fatal(err)
		}
		day := app.MustGQL(mia.Token, saveShiftTypeM, map[string]any{"in": map[string]any{"name": "Day", "startTime": "09:00", "endTime": "17:00",
			"positionId": cook}})["saveShiftType"].(map[string]any)
		typeID, _ := strconv.ParseInt(day["id"].(string), 10, 64)
		sqlExec(app, `INSERT INTO user_positions (user_id, position_id, is_primary) SELECT id, $1, true FROM users WHERE role = 'employee'`, cook)
		var ids []int64
		if err := app.Store.DB.Select(&ids, `SELECT id FROM users WHERE role = 'employee' ORDER BY id`); err != nil {
			t.Fatal(err)
		}
		var drafts []service.ShiftDraft
		for _, d := range domain.DayKeys {
			for _, id := range ids {
				drafts = append(drafts, service.ShiftDraft{Day: string(d), UserID: id, Structure: &domain.ShiftStructure{ShiftTypeID: &typeID}})
			}
		}
		week := domain.Date{Year: 2027, Month: 1, Day: 1}
		var out counts
		cctx, counter := store.WithCounter(ctx)
		p, err := app.Svc.PreviewPublish(cctx, actor, week, drafts)
		if err != nil {
			t.Fatal(err)
		}
		if len(domain.HardConflicts(p.Conflicts)) != 0 {
			t.Fatalf("hard conflicts: %v", p.Conflicts)
		}
		out.preview = counter.Statements()
		cctx, counter = store.WithCounter(ctx)
		if _, err := app.Svc.PublishSchedule(cctx, actor, week, drafts); err != nil {
			t.Fatal(err)
		}
		out.publish = counter.Statements()
		return out
	}
	small, big := run(10), run(40)
	t.Logf("statements with positions and shift types: 10 people %+v, 40 people %+v", small, big)
	if small != big {
		t.Fatalf("statements grow with the people: 10 people %+v, 40 people %+v", small, big)
	}
}

func TestEveryWorkplaceChangeIsAnnouncedToWebhooksThatListen(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{WebhookAllowPrivate: true})
	r := newReceiver(t, app.Clock.Now)
	mia := app.Manager("Mia Manager")
	eve := app.Employee("Eve Early")
	mustWebhook(t, app, mia, r, "WORKPLACE_CHANGED")
	cook := mustPosition(app, mia.Token, "Cook")
	qualify(app, mia.Token, eve, cook)
	app.MustGQL(mia.Token, `mutation { saveLocation(input: {name: "Kitchen"}) { id } }`, nil)
	if n := outboxCount(t, app, "kind = 'webhook'"); n != 3 {
		t.Fatalf("%d webhook rows, want 3 (position, person, location)", n)
	}
}
