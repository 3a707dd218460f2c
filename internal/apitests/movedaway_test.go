package apitests_test

import (
	"slices"
	"testing"

	"github.com/shiftsched/shiftsched/devtools/apptest"
	"github.com/shiftsched/shiftsched/internal/service"
)

// movedScene is a shift about to move away with everything that hangs on it: Alice's
// Monday shift s, offered by her and claimed by Dan; Bob's Tuesday t; Carol's Wednesday u.
type movedScene struct {
	world
	dan          apptest.User
	s, t, u      shiftRef
	offer, claim string
}

func newMovedScene(t *testing.T) movedScene {
	t.Helper()
	sc := movedScene{world: newWorld(t)}
	sc.dan = sc.app.Employee("Dan")
	sc.s = mustShift(t, sc.app, sc.alice, monday, "09:00", "17:00")
	sc.t = mustShift(t, sc.app, sc.bob, tuesday, "09:00", "17:00")
	sc.u = mustShift(t, sc.app, sc.carol, "2026-11-25", "09:00", "17:00")
	sc.offer = sc.app.MustGQL(sc.alice.Token, offerGQL, map[string]any{"id": sc.s.ID})["offerShift"].(map[string]any)["id"].(string)
	sc.claim = mustClaim(t, sc.app, sc.dan, sc.offer)["id"].(string)
	return sc
}

// carolsSwap records Carol's open swap of her Wednesday for Alice's Monday. Requests
// refuse a shift already in an open swap, so it is written directly.
func (sc movedScene) carolsSwap() string {
	return insertOpenSwap(sc.app, "pending_target", sc.carol, sc.u.ID, sc.alice, sc.s.ID)
}

// status reads the status of a row of table.
func (sc movedScene) status(t *testing.T, table, id string) string {
	t.Helper()
	var st string
	if err := sc.app.Store.DB.Get(&st, `SELECT status FROM `+table+` WHERE id = $1`, id); err != nil {
		t.Fatal(err)
	}
	return st
}

// wantCascade fails unless Carol's swap was cancelled for swapReason and she was told,
// and, when offerReason is not empty, the offer of Alice's Monday and Dan's claim were
// cancelled for it and Dan was told.
func (sc movedScene) wantCascade(t *testing.T, swap, swapReason, offerReason string) {
	t.Helper()
	if st, why := swapState(sc.app, swap); st != "cancelled" || why != swapReason {
		t.Errorf("Carol's swap: %s %q, want cancelled %q", st, why, swapReason)
	}
	told := "Your shift swap with Alice was cancelled: " + swapReason + ". -> /swaps"
	if got := messages(t, sc.app, sc.carol); !slices.Contains(got, told) {
		t.Errorf("Carol heard %q, want %q", got, told)
	}
	if offerReason == "" {
		return
	}
	if st := sc.status(t, "open_shifts", sc.offer); st != "cancelled" {
		t.Errorf("offer %s, want cancelled", st)
	}
	if st := sc.status(t, "shift_claims", sc.claim); st != "cancelled" {
		t.Errorf("claim %s, want cancelled", st)
	}
	told = "Your claim of the shift on Nov 23 09:00-17:00 was cancelled: " + offerReason + ". -> /open-shifts"
	if got := messages(t, sc.app, sc.dan); !slices.Contains(got, told) {
		t.Errorf("Dan heard %q, want %q", got, told)
	}
}

// TestShiftsMovedAway: each of the four ways a shift leaves its person runs the same
// cascade over the swaps, offers and claims that hang on it.
func TestShiftsMovedAway(t *testing.T) {
	t.Parallel()

	t.Run("OKRepublish", func(t *testing.T) {
		t.Parallel()
		sc := newMovedScene(t)
		swap := sc.carolsSwap()
		mustPublishWeek(sc.app, sc.mia.Token, weekNov20, weekDays{
			"monday":    {shiftKept(sc.s.ID, sc.alice, "10:00", "17:00")},
			"tuesday":   {shiftKept(sc.t.ID, sc.bob, "09:00", "17:00")},
			"wednesday": {shiftKept(sc.u.ID, sc.carol, "09:00", "17:00")},
		})
		sc.wantCascade(t, swap, service.ReasonShiftChanged, service.ReasonOfferShiftChanged)
		told := "Your offer of your shift on Nov 23 09:00-17:00 was cancelled: " + service.ReasonOfferShiftChanged + ". -> /open-shifts"
		if got := messages(t, sc.app, sc.alice); !slices.Contains(got, told) {
			t.Errorf("Alice heard %q, want %q", got, told)
		}
	})

	t.Run("OKSwapApproval", func(t *testing.T) {
		t.Parallel()
		sc := newMovedScene(t)
		approved := mustSwap(t, sc.app, sc.alice, sc.s, sc.t, sc.bob)
		mustAccept(t, sc.app, sc.bob, approved)
		swap := sc.carolsSwap()
		sc.app.MustGQL(sc.mia.Token, decideGQL, map[string]any{"id": approved, "d": "APPROVE"})
		sc.wantCascade(t, swap, service.ReasonShiftSwapped, service.ReasonOfferShiftMoved)
		if st := swapStatus(t, sc.app, approved); st != "approved" {
			t.Errorf("the approved swap is %s", st)
		}
	})

	t.Run("OKClaimApproval", func(t *testing.T) {
		t.Parallel()
		sc := newMovedScene(t)
		swap := sc.carolsSwap()
		sc.app.MustGQL(sc.mia.Token, decideCGQL, map[string]any{"id": sc.claim, "d": "APPROVE"})
		// The offer is filled, not cancelled: only the swap goes.
		sc.wantCascade(t, swap, service.ReasonShiftClaimed, "")
		if owner := shiftOwner(t, sc.app, sc.s); owner != sc.dan.ID {
			t.Errorf("Monday belongs to %s, want Dan", owner)
		}
	})

	t.Run("OKDeletingThePerson", func(t *testing.T) {
		t.Parallel()
		sc := newMovedScene(t)
		swap := sc.carolsSwap()
		sc.app.MustGQL(sc.mia.Token, deleteOp, map[string]any{"id": sc.alice.ID})
		sc.wantCascade(t, swap, service.ReasonPersonDeleted, service.ReasonPersonDeleted)
		wantMessages(t, sc.app, sc.alice) // the person who left is told nothing
	})
}
