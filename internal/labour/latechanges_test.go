package labour

import (
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// sh is a published shift of a person: "2026-12-03 09:00-17:00".
func sh(id, user int64, date, from, to string) domain.Shift {
	return domain.Shift{ID: id, UserID: user, Date: day(date), StartTime: domain.TimeOfDay(*clock(from)), EndTime: domain.TimeOfDay(*clock(to))}
}

// chicago is a rule like Chicago's: 10 days' notice, an hour's pay a change, half the
// lost hours for a cut, a fixed sum for a clopening the change creates.
var chicago = &Predictability{Base: warn, NoticeDays: 10, ChangePayMinutes: 60, CutPercent: 50, ClopeningConsent: true, ClopeningCents: 2500}

func rate2000(int64, domain.Shift) *int64 { r := int64(2000); return &r }

func TestLateChanges(t *testing.T) {
	today := day("2026-12-01")
	base := sh(1, 7, "2026-12-03", "09:00", "17:00")
	cases := []struct {
		name     string
		rule     *Predictability
		old, new []domain.Shift
		asked    bool
		want     []LateChange
	}{
		{"MovedTwoDaysAheadPaysAnHour", chicago, []domain.Shift{base}, []domain.Shift{sh(1, 7, "2026-12-03", "10:00", "18:00")}, false,
			[]LateChange{{UserID: 7, ShiftID: 1, Kind: ChangeMoved, Cents: 2000, Priced: true}}},
		{"ShortenedPaysHalfTheLostHours", chicago, []domain.Shift{base}, []domain.Shift{sh(1, 7, "2026-12-03", "09:00", "13:00")}, false,
			[]LateChange{{UserID: 7, ShiftID: 1, Kind: ChangeShortened, LostMinutes: 240, Cents: 4000, Priced: true}}},
		{"RemovedPaysHalfTheShift", chicago, []domain.Shift{base}, nil, false,
			[]LateChange{{UserID: 7, ShiftID: 1, Kind: ChangeRemoved, LostMinutes: 480, Cents: 8000, Priced: true}}},
		{"ReassignedIsARemovalAndAnAddition", chicago, []domain.Shift{base}, []domain.Shift{sh(1, 8, "2026-12-03", "09:00", "17:00")}, false,
			[]LateChange{{UserID: 7, ShiftID: 1, Kind: ChangeRemoved, LostMinutes: 480, Cents: 8000, Priced: true},
				{UserID: 8, ShiftID: 1, Kind: ChangeAdded, Cents: 2000, Priced: true}}},
		{"AskedForItNeedsNoConsent", chicago, []domain.Shift{base}, nil, true, nil},
		{"UnchangedIsNoChange", chicago, []domain.Shift{base}, []domain.Shift{base}, false, nil},
		{"NoRuleNoConsent", nil, []domain.Shift{base}, nil, false, nil},
		{"OffRuleNoConsent", &Predictability{Base: Base{Severity: domain.RuleOff}, NoticeDays: 10}, []domain.Shift{base}, nil, false, nil},
		{"LastDayOfTheWindowIsLate", &Predictability{Base: warn, NoticeDays: 3, ChangeCents: 1500},
			[]domain.Shift{sh(1, 7, "2026-12-03", "09:00", "17:00")}, nil, false,
			[]LateChange{{UserID: 7, ShiftID: 1, Kind: ChangeRemoved, LostMinutes: 480, Cents: 1500, Priced: true}}},
		{"NoticeDaysAheadIsInTime", &Predictability{Base: warn, NoticeDays: 2, ChangeCents: 1500},
			[]domain.Shift{sh(1, 7, "2026-12-03", "09:00", "17:00")}, nil, false, nil},
		{"APastDayIsNotAsked", chicago, []domain.Shift{sh(1, 7, "2026-11-30", "09:00", "17:00")}, nil, false, nil},
		{"MovedIntoTheWindowIsLate", chicago, []domain.Shift{sh(1, 7, "2026-12-20", "09:00", "17:00")}, []domain.Shift{sh(1, 7, "2026-12-02", "09:00", "17:00")}, false,
			[]LateChange{{UserID: 7, ShiftID: 1, Kind: ChangeMoved, Cents: 2000, Priced: true}}},
		{"AFixedSumAndAnHour", &Predictability{Base: warn, NoticeDays: 14, ChangeCents: 1000, ChangePayMinutes: 60}, []domain.Shift{base},
			[]domain.Shift{sh(1, 7, "2026-12-03", "08:00", "17:00")}, false,
			[]LateChange{{UserID: 7, ShiftID: 1, Kind: ChangeMoved, Cents: 3000, Priced: true}}},
		{"NewYorkPaysAFixedSumPerCut", &Predictability{Base: warn, NoticeDays: 7, ChangeCents: 1500, CutCents: 4500}, []domain.Shift{base},
			[]domain.Shift{sh(1, 7, "2026-12-03", "09:00", "12:00")}, false,
			[]LateChange{{UserID: 7, ShiftID: 1, Kind: ChangeShortened, LostMinutes: 300, Cents: 4500, Priced: true}}},
		{"SentAgainWithoutItsIDIsNoChange", chicago, []domain.Shift{base}, []domain.Shift{sh(9, 7, "2026-12-03", "09:00", "17:00")}, false, nil},
		{"SentAgainShorterIsACut", chicago, []domain.Shift{base}, []domain.Shift{sh(9, 7, "2026-12-03", "09:00", "15:00")}, false,
			[]LateChange{{UserID: 7, ShiftID: 9, Kind: ChangeShortened, LostMinutes: 120, Cents: 2000, Priced: true}}},
		{"AClopeningCreatedAsksConsent", chicago,
			[]domain.Shift{sh(1, 7, "2026-12-02", "14:00", "23:00"), sh(2, 7, "2026-12-03", "14:00", "22:00")},
			[]domain.Shift{sh(1, 7, "2026-12-02", "14:00", "23:00"), sh(2, 7, "2026-12-03", "06:00", "14:00")}, false,
			[]LateChange{{UserID: 7, ShiftID: 2, Kind: ChangeMoved, Cents: 2000, Priced: true},
				{UserID: 7, ShiftID: 2, Kind: ChangeClopening, Cents: 2500, Priced: true}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := LateChanges(ChangeInput{Rules: map[int64]*Predictability{7: tc.rule, 8: tc.rule},
				Clopenings: map[int64]*Clopening{7: {Base: warn, MinRestMinutes: 10 * 60}},
				Old:        tc.old, New: tc.new, Today: today, Zone: berlin, Asked: map[int64]bool{7: tc.asked}, Rate: rate2000})
			if len(got) != len(tc.want) {
				t.Fatalf("got %d changes %+v, want %d", len(got), got, len(tc.want))
			}
			for i, w := range tc.want {
				g := got[i]
				if g.UserID != w.UserID || g.ShiftID != w.ShiftID || g.Kind != w.Kind || g.LostMinutes != w.LostMinutes || g.Cents != w.Cents || g.Priced != w.Priced {
					t.Errorf("change %d = %+v, want %+v", i, g, w)
				}
			}
		})
	}
}

func TestLateChangeWithoutARateIsUnpriced(t *testing.T) {
	got := LateChanges(ChangeInput{Rules: map[int64]*Predictability{7: chicago}, Today: day("2026-12-01"),
		Old: []domain.Shift{sh(1, 7, "2026-12-03", "09:00", "17:00")}})
	if len(got) != 1 || got[0].Priced || got[0].Cents != 0 || got[0].Name != DefaultPredictabilityName {
		t.Fatalf("got %+v, want one unpriced removal", got)
	}
	if got[0].Before == nil || got[0].After != nil {
		t.Fatalf("a removal shows what was and nothing after: %+v", got[0])
	}
}

func TestPredictabilityValidates(t *testing.T) {
	for name, p := range map[string]Predictability{
		"ErrBlock":        {Base: block, NoticeDays: 10},
		"ErrNoWindow":     {Base: warn, NoticeDays: 0},
		"ErrLongWindow":   {Base: warn, NoticeDays: 61},
		"ErrNegativeSum":  {Base: warn, NoticeDays: 10, ChangeCents: -1},
		"ErrCutPercent":   {Base: warn, NoticeDays: 10, CutPercent: 201},
		"ErrLongPayHours": {Base: warn, NoticeDays: 10, ChangePayMinutes: 25 * 60},
	} {
		r := Rules{Predictability: &p}
		if err := r.Validate(); domain.KindOf(err) != domain.Invalid {
			t.Errorf("%s: got %v, want Invalid", name, err)
		}
	}
	r := Rules{Predictability: &Predictability{Base: warn, NoticeDays: 14, ChangeCents: 7500, Name: "  Fair workweek  "}}
	if err := r.Validate(); err != nil || r.Predictability.Name != "Fair workweek" {
		t.Fatalf("a good rule: %v, name %q", err, r.Predictability.Name)
	}
}
