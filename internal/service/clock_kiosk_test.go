package service_test

import (
	"net/http"
	"strconv"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/service"
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
		if err := app.Svc.SetPIN(ctx0, a, "1234"+strconv.Itoa(i)); err != nil {
			t.Fatal(err)
		}
		people = append(people, a)
	}
	k, err := app.Svc.CreateKiosk(ctx0, boss, loc, "By the door")
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
	if err := app.Svc.SetPIN(ctx0, outsider, "9999"); err != nil {
		t.Fatal(err)
	}
	k, listed, err := app.Svc.KioskPeople(ctx0, secret)
	if err != nil || k.Name != "By the door" || len(listed) != 2 || listed[0].Name != "Lu One" {
		t.Fatalf("kiosk %+v lists %+v (%v), want the two people on shift", k, listed, err)
	}
	rec, err := app.Svc.KioskClock(ctx0, secret, people[0].ID, "12340", service.ActionClockIn)
	if err != nil || rec.Source != domain.ClockKiosk || rec.KioskID == nil || rec.UserID != people[0].ID {
		t.Fatalf("kiosk clock-in: %+v %v", rec, err)
	}
	_, err = app.Svc.KioskClock(ctx0, secret, people[1].ID, "12340", service.ActionClockIn)
	wantErr(t, err, domain.Unauthenticated, "That PIN is not right.")
	_, err = app.Svc.KioskClock(ctx0, secret, outsider.ID, "9999", service.ActionClockIn)
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
		kiosks, err := app.Svc.Kiosks(ctx0, boss)
		if err != nil || len(kiosks) != 1 {
			t.Fatalf("kiosks %+v %v", kiosks, err)
		}
		if err := app.Svc.RevokeKiosk(ctx0, boss, kiosks[0].ID); err != nil {
			t.Fatal(err)
		}
		_, err = app.Svc.KioskClock(ctx0, secret, people[0].ID, "12340", service.ActionClockOut)
		wantErr(t, err, domain.Unauthenticated, "This kiosk is not set up, or a manager revoked it: ask a manager to set it up again.")
	})
}

func TestWrongPINsAreLimitedPerPersonAndPerKiosk(t *testing.T) {
	t.Parallel()
	// Only the PIN limits: the fixture signs up more people than registration allows at once.
	app := apptest.New(t, apptest.Options{Limits: map[string]service.Limit{
		service.ActionKioskPIN: service.DefaultLimits[service.ActionKioskPIN], service.ActionPersonPIN: service.DefaultLimits[service.ActionPersonPIN]}})
	secret, people := kioskFixture(t, app, "Oz A", "Pat B", "Quin C", "Ray D", "Sol E")
	guess := func(u *domain.User, pin string) error {
		_, err := app.Svc.KioskClock(ctx0, secret, u.ID, pin, service.ActionClockIn)
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
	// 20 wrong PINs in all empty the kiosk's bucket for everyone.
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
		wantErr(t, app.Svc.SetPIN(ctx0, me, bad), domain.Invalid, "A PIN is 4 to 6 digits.")
	}
	if err := app.Svc.SetPIN(ctx0, me, "004321"); err != nil {
		t.Fatal(err)
	}
}
