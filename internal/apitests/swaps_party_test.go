package apitests_test

import (
	"context"
	"github.com/shiftsched/shiftsched/devtools/apptest"
	"testing"

	"github.com/shiftsched/shiftsched/internal/domain"
)

const msgOwnApproval = "You cannot approve a swap of your own shift; another manager must approve it."

// A manager who is the requester or the target of a swap cannot approve it; another
// manager can, and the party may still deny (withdraw) it.
func TestDecideSwapRefusesAParty(t *testing.T) {
	t.Parallel()
	approve := map[string]any{"response": "approve"}

	t.Run("ErrRequester_Service", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.mia, monday, "09:00", "17:00")
		b := mustShift(t, w.app, w.bob, tuesday, "09:00", "17:00")
		id := mustSwap(t, w.app, w.mia, a, b, w.bob)
		mustAccept(t, w.app, w.bob, id)
		ctx := context.Background()
		mia, err := w.app.Sessions.Authenticate(ctx, w.mia.Token)
		if err != nil {
			t.Fatal(err)
		}
		_, err = w.app.Market.DecideSwap(ctx, mia, int64(mustInt(t, id)), true)
		if domain.KindOf(err) != domain.Forbidden || err.Error() != msgOwnApproval {
			t.Fatalf("DecideSwap by the requester: %v (%s)", err, domain.KindOf(err))
		}
		if shiftOwner(t, w.app, a) != w.mia.ID || swapStatus(t, w.app, id) != "pending_manager" {
			t.Error("the refused approval changed something")
		}
		// Another manager approves it.
		data := w.app.MustGQL(w.max.Token, decideGQL, map[string]any{"id": id, "d": "APPROVE"})
		if s := data["decideSwap"].(map[string]any)["status"]; s != "APPROVED" {
			t.Errorf("status = %v", s)
		}
	})

	t.Run("ErrTarget_REST", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.alice, monday, "09:00", "17:00")
		b := mustShift(t, w.app, w.max, tuesday, "09:00", "17:00")
		id := mustSwap(t, w.app, w.alice, a, b, w.max)
		mustAccept(t, w.app, w.max, id)
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.max.Token, approve), 403, msgOwnApproval)
		if swapStatus(t, w.app, id) != "pending_manager" || shiftOwner(t, w.app, b) != w.max.ID {
			t.Error("the refused approval changed something")
		}
		apptest.Want(t, w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, approve), 200, "")
	})

	t.Run("ErrRequester_GraphQL", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.max, monday, "09:00", "17:00")
		b := mustShift(t, w.app, w.carol, tuesday, "09:00", "17:00")
		id := mustSwap(t, w.app, w.max, a, b, w.carol)
		mustAccept(t, w.app, w.carol, id)
		apptest.Want(t, w.app.GQL(w.max.Token, decideGQL, map[string]any{"id": id, "d": "APPROVE"}), "FORBIDDEN", msgOwnApproval)
		if swapStatus(t, w.app, id) != "pending_manager" {
			t.Error("the refused approval changed the swap")
		}
	})

	t.Run("OKDenyOwn", func(t *testing.T) {
		t.Parallel()
		w := newWorld(t)
		a := mustShift(t, w.app, w.mia, monday, "09:00", "17:00")
		b := mustShift(t, w.app, w.bob, tuesday, "09:00", "17:00")
		id := mustSwap(t, w.app, w.mia, a, b, w.bob)
		mustAccept(t, w.app, w.bob, id)
		res := w.app.Do("PUT", "/api/swaps/respond/manager/"+id, w.mia.Token, map[string]any{"response": "deny"})
		apptest.Want(t, res, 200, "")
		if swapStatus(t, w.app, id) != "denied_by_manager" {
			t.Errorf("status = %s", swapStatus(t, w.app, id))
		}
	})
}
