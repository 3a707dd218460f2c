package delivery

import (
	"context"
	"encoding/json"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Daily digests. notify queues an item for each person who wants a kind in their digest;
// once a day, at the person's digest time in the workplace time zone, the e-mail worker
// turns their waiting items into one e-mail in the outbox. The person's digest row is
// locked (FOR UPDATE SKIP LOCKED) and marked sent in the transaction that takes the items
// and writes the e-mail, so racing workers on several instances send it once.

// SendDueDigests queues the digest of everyone whose digest is due. Every instance's
// e-mail worker calls it.
func (o *Outbox) SendDueDigests(ctx context.Context) error {
	for {
		ok, err := o.SendNextDigest(ctx)
		if err != nil || !ok {
			return err
		}
	}
}

// SendNextDigest queues the digest of one person whose digest is due, and reports
// whether there was one.
func (o *Outbox) SendNextDigest(ctx context.Context) (bool, error) {
	local := o.now().In(o.zone.Location())
	today := domain.DateOf(local)
	minute := domain.TimeOfDay(local.Hour()*60 + local.Minute())
	claimed := false
	err := o.store.InTx(ctx, func(q store.Q) error {
		set, err := q.Settings(ctx)
		if err != nil {
			return err
		}
		u, err := q.ClaimDueDigest(ctx, today, minute, set.DigestTime)
		if err != nil || u == nil {
			return err
		}
		claimed = true
		items, err := q.TakeDigestItems(ctx, u.ID, today)
		if err != nil || len(items) == 0 || u.DeletedAt != nil {
			return err // a deleted person's items are dropped unsent
		}
		at, err := q.EffectiveDigestTime(ctx, u.ID)
		if err != nil {
			return err
		}
		m, err := o.emails.Digest(i18n.ForPerson(u.Language, u.Clock), u, today, at, items)
		if err != nil {
			return err
		}
		p, err := json.Marshal(m)
		if err != nil {
			return err
		}
		return q.InsertOutbox(ctx, domain.OutboxEmail, [][]byte{p}, o.now())
	})
	return claimed, err
}
