package apitests_test

import (
	"net/http"
	"strconv"
	"testing"
	"time"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// kioskFixture is a location with a kiosk and its people on shift today, each with a PIN.
func kioskFixture(t *testing.T, app *apptest.App, names ...string) (secret string, people []*domain.User) {
	t.Helper()
	boss := actorOf(t, app, app.Manager("Kim Kiosk"))
	loc := mustLocation(t, app, "Front")
	for i, n := range names {
		u := app.Employee(n)
		atLocation(t, app, mustShift(t, app, u, "2026-11-22", "09:00", "17:00"), loc)
		a := actorOf(t, app, u)
		if err := app.TimeClock.SetPIN(ctx0, a, "1234"+strconv.Itoa(i)); err != nil {
			t.Fatal(err)
		}
		people = append(people, a)
	}
	k, err := app.TimeClock.CreateKiosk(ctx0, boss, loc, "By the door")
	if err != nil {
		t.Fatal(err)
	}
	return k.Secret, people
}

func TestAKioskClocksItsPeopleInByPINAndCanDoNothingElse(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	secret, people := kioskFixture(t, app, "Lu One", "Max Two")
	outsider := actorOf(t, app, app.Employee("Ned Elsewhere"))
	if err := app.TimeClock.SetPIN(ctx0, outsider, "9999"); err != nil {
		t.Fatal(err)
	}
	k, listed, err := app.TimeClock.KioskPeople(ctx0, secret)
	if err != nil || k.Name != "By the door" || len(listed) != 2 || listed[0].Name != "Lu One" {
		t.Fatalf("kiosk %+v lists %+v (%v), want the two people on shift", k, listed, err)
	}
	rec, err := app.TimeClock.KioskClock(ctx0, secret, people[0].ID, "12340", timeclock.ActionClockIn, nil)
	if err != nil || rec.Source != domain.ClockKiosk || rec.KioskID == nil || rec.UserID != people[0].ID {
		t.Fatalf("kiosk clock-in: %+v %v", rec, err)
	}
	_, err = app.TimeClock.KioskClock(ctx0, secret, people[1].ID, "12340", timeclock.ActionClockIn, nil)
	wantErr(t, err, domain.Unauthenticated, "That PIN is not right.")
	_, err = app.TimeClock.KioskClock(ctx0, secret, outsider.ID, "9999", timeclock.ActionClockIn, nil)
	wantErr(t, err, domain.Forbidden, "Only people on shift at this location today can clock in at this kiosk.")

	// The credential is no session: neither door takes it for anything else.
	if _, err := app.Sessions.Authenticate(ctx0, secret); err == nil {
		t.Fatal("a kiosk credential opened a session")
	}
	if got := app.GQL(secret, `{ me { id } }`, nil); got.Code() != "UNAUTHENTICATED" {
		t.Fatalf("GraphQL with a kiosk credential: %+v", got)
	}
	if got := app.Do("GET", "/api/notifications", secret, nil); got.Status != http.StatusUnauthorized {
		t.Fatalf("REST with a kiosk credential: %d", got.Status)
	}

	t.Run("ErrRevokedAtOnce", func(t *testing.T) {
		boss := actorOf(t, app, apptest.User{Token: app.Login("kim.kiosk@example.com", "secret123")})
		kiosks, err := app.TimeClock.Kiosks(ctx0, boss)
		if err != nil || len(kiosks) != 1 {
			t.Fatalf("kiosks %+v %v", kiosks, err)
		}
		if err := app.TimeClock.RevokeKiosk(ctx0, boss, kiosks[0].ID); err != nil {
			t.Fatal(err)
		}
		_, err = app.TimeClock.KioskClock(ctx0, secret, people[0].ID, "12340", timeclock.ActionClockOut, nil)
		wantErr(t, err, domain.Unauthenticated, "This kiosk is not set up, or a manager revoked it: ask a manager to set it up again.")
	})
}

func TestWrongPINsAreLimitedPerPersonAndPerKiosk(t *testing.T) {
	t.Parallel()
	// Only the PIN limits: the fixture signs up more people than registration allows at once.
	app := apptest.New(t, apptest.Options{Limits: kioskLimits()})
	secret, people := kioskFixture(t, app, "Oz A", "Pat B", "Quin C", "Ray D", "Sol E")
	guess := func(u *domain.User, pin string) error {
		_, err := app.TimeClock.KioskClock(ctx0, secret, u.ID, pin, timeclock.ActionClockIn, nil)
		return err
	}
	for range 5 {
		wantErr(t, guess(people[0], "0000"), domain.Unauthenticated, "That PIN is not right.")
	}
	// Locked out: even the right PIN waits, so guessing gains nothing by going on.
	wantErr(t, guess(people[0], "12340"), domain.TooMany, "Too many wrong PINs were tried. Please wait a few minutes, or ask a manager.")
	if err := guess(people[1], "12341"); err != nil {
		t.Fatalf("another person's right PIN: %v", err)
	}
	// 20 wrong PINs in all empty the kiosk's bucket: then each person has one try left,
	// and Sol spends his on a wrong PIN.
	for _, u := range people[1:] {
		for range 4 {
			if err := guess(u, "0000"); domain.KindOf(err) != domain.Unauthenticated && domain.KindOf(err) != domain.TooMany {
				t.Fatal(err)
			}
		}
	}
	wantErr(t, guess(people[4], "12344"), domain.TooMany, "Too many wrong PINs were tried. Please wait a few minutes, or ask a manager.")
}

func TestAPINIsFourToSixDigits(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	me := actorOf(t, app, app.Employee("Tia Pin"))
	for _, bad := range []string{"123", "1234567", "12a4", " 1234"} {
		wantErr(t, app.TimeClock.SetPIN(ctx0, me, bad), domain.Invalid, "A PIN is 4 to 6 digits.")
	}
	if err := app.TimeClock.SetPIN(ctx0, me, "004321"); err != nil {
		t.Fatal(err)
	}
}

// A kiosk whose location's clock rule names networks answers only from them: a
// credential read off the tablet is no use elsewhere.
func TestAKioskWorksOnlyFromItsLocationsNetwork(t *testing.T) {
	t.Parallel()
	app := apptest.New(t)
	secret, people := kioskFixture(t, app, "Uma Net")
	k, _, err := app.TimeClock.KioskPeople(ctx0, secret)
	if err != nil {
		t.Fatal(err)
	}
	boss := actorOf(t, app, app.Manager("Rex Rule"))
	if _, err := app.TimeClock.SetClockRule(ctx0, boss, k.LocationID, &timeclock.ClockRuleInput{Networks: []string{"203.0.113.0/24"}}); err != nil {
		t.Fatal(err)
	}
	away, there := auth.WithClient(ctx0, "198.51.100.7"), auth.WithClient(ctx0, "203.0.113.9")
	const offNetwork = "This kiosk is not on its location's network, so it cannot be used from here."
	_, _, err = app.TimeClock.KioskPeople(away, secret)
	wantErr(t, err, domain.Forbidden, offNetwork)
	_, err = app.TimeClock.KioskClock(away, secret, people[0].ID, "12340", timeclock.ActionClockIn, nil)
	wantErr(t, err, domain.Forbidden, offNetwork)
	if _, err := app.TimeClock.KioskClock(there, secret, people[0].ID, "12340", timeclock.ActionClockIn, nil); err != nil {
		t.Fatalf("on the location's network: %v", err)
	}
}

// kioskLimits are the PIN limits as deployed, and nothing else.
func kioskLimits() map[string]service.Limit {
	m := map[string]service.Limit{}
	for _, a := range []string{timeclock.ActionKioskPIN, timeclock.ActionKioskPINDay, timeclock.ActionPersonPIN,
		timeclock.ActionPersonPINDay, timeclock.ActionPersonPINGrace} {
		m[a] = service.DefaultLimits[a]
	}
	return m
}

// Someone locked out goes on being refused without using up the kiosk's allowance:
// hammering one locked person locks nobody else out.
func TestALockedPersonsAttemptsDoNotUseUpTheKiosk(t *testing.T) {
	t.Parallel()
	app := apptest.New(t, apptest.Options{Limits: kioskLimits()})
	secret, people := kioskFixture(t, app, "Val A", "Wes B")
	for range 5 {
		_, err := app.TimeClock.KioskClock(ctx0, secret, people[0].ID, "0000", timeclock.ActionClockIn, nil)
		wantErr(t, err, domain.Unauthenticated, "That PIN is not right.")
	}
	for range 40 {
		_, err := app.TimeClock.KioskClock(ctx0, secret, people[0].ID, "0000", timeclock.ActionClockIn, nil)
		wantErr(t, err, domain.TooMany, "Too many wrong PINs were tried. Please wait a few minutes, or ask a manager.")
	}
	if _, err := app.TimeClock.KioskClock(ctx0, secret, people[1].ID, "12341", timeclock.ActionClockIn, nil); err != nil {
		t.Fatalf("another person's right PIN after 40 refused attempts for a locked one: %v", err)
	}
}

// A guesser who spends the kiosk's allowance does not lock everyone out: each person
// still has one try there a day, refunded when it is right, so people clock in with
// their own PINs, even those the guesser tried, while the guesser gains one more guess
// per person and no more.
func TestAGuesserDoesNotLockEveryoneOutOfAKiosk(t *testing.T) {
	t.Parallel()
	lim := kioskLimits()
	lim[timeclock.ActionKioskPINDay] = service.Limit{Every: time.Hour, Burst: 6}
	app := apptest.New(t, apptest.Options{Limits: lim})
	secret, people := kioskFixture(t, app, "Xan A", "Yul B", "Zed C", "Abe D")
	guess := func(u *domain.User, pin string) error {
		_, err := app.TimeClock.KioskClock(ctx0, secret, u.ID, pin, timeclock.ActionClockIn, nil)
		return err
	}
	for _, u := range people[:2] {
		for range 3 {
			wantErr(t, guess(u, "0000"), domain.Unauthenticated, "That PIN is not right.")
		}
	}
	// The kiosk's six wrong PINs of the day are spent.
	if err := guess(people[3], "12343"); err != nil {
		t.Fatalf("a person with no wrong PIN, with the kiosk's allowance spent: %v", err)
	}
	wantErr(t, guess(people[2], "0000"), domain.Unauthenticated, "That PIN is not right.")
	wantErr(t, guess(people[2], "12342"), domain.TooMany, "Too many wrong PINs were tried. Please wait a few minutes, or ask a manager.")
	if err := guess(people[0], "12340"); err != nil {
		t.Fatalf("a person the guesser tried, with their own PIN: %v", err)
	}
	if err := guess(people[3], "12343"); domain.KindOf(err) != domain.Conflict { // clocked in already: the try was given back
		t.Fatalf("the same person again: %v, want the clock's own answer", err)
	}
}

// The limits as deployed make guessing slow: at most 22 wrong PINs a day for one person
// (across every kiosk) and 64 a day at one kiosk, plus 2 per person listed there, so
// finding one of ten 4-digit PINs at a kiosk in a day has a chance under 1% (it was 59%).
func TestKioskPINLimitsBoundGuessesPerDay(t *testing.T) {
	t.Parallel()
	perDay := func(a string) int {
		l, ok := service.DefaultLimits[a]
		if !ok {
			t.Fatalf("no default limit for %s", a)
		}
		return l.Burst + int(24*time.Hour/l.Every)
	}
	person := min(perDay(timeclock.ActionPersonPIN), perDay(timeclock.ActionPersonPINDay))
	kiosk := min(perDay(timeclock.ActionKioskPIN), perDay(timeclock.ActionKioskPINDay))
	grace := perDay(timeclock.ActionPersonPINGrace)
	if person > 22 || kiosk > 64 || grace > 2 {
		t.Fatalf("wrong PINs a day: %d per person, %d per kiosk, %d more per person listed", person, kiosk, grace)
	}
	const people, pins = 10, 10000
	if guesses := min(kiosk+grace*people, person*people); float64(guesses)/pins >= 0.01 {
		t.Fatalf("%d guesses a day find one of ten 4-digit PINs with a chance of %.1f%%", guesses, 100*float64(guesses)/pins)
	}
}
