package change

import (
	"encoding/json"
	"fmt"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Notice is one notification to record: what it is about, its text, and the client
// route it points to.
type Notice struct {
	Kind    domain.NotificationKind
	Message i18n.Msg // written in each reader's language
	Link    string
	// About names the request a notice asks its reader to act on ("swap:12", see
	// AboutRequest); the database marks it read once the request is decided
	// (db/migrations/0047), so nobody keeps an unread "ready for approval" for it.
	About string
}

// The pages of the shift market that notices point to: the market's own notices and
// those of the week's rules when a publish or a deletion cancels swaps and offers.
const (
	LinkSwaps      = "/swaps"
	LinkOpenShifts = "/open-shifts"
)

// AboutRequest is a notice's About for the request of that kind ("swap", "claim",
// "timeoff") and id, as the settling triggers of migration 0047 write it.
func AboutRequest(kind string, id int64) string { return fmt.Sprintf("%s:%d", kind, id) }

// Addressed is one notice for one person.
type Addressed struct {
	UserID int64
	Notice
}

// Notify records the notice for each user in the change's transaction (see NotifyEach).
func (q *Tx) Notify(userIDs []int64, n Notice) error {
	notes := make([]Addressed, len(userIDs))
	for i, id := range userIDs {
		notes[i] = Addressed{id, n}
	}
	return q.NotifyEach(notes)
}

// NotifyEach records each notice for its person, in that person's language, in the
// change's transaction, and in the same transaction queues the e-mail to those who want
// that kind by e-mail now, the item of the next digest to those who want it in their
// digest, and a push to each device of those who want it pushed. It is the one way
// notifications are written, so no change can record one and forget its e-mail. It runs
// two statements (who wants what in which language, then one batch of writes), however
// many people and kinds it tells.
func (q *Tx) NotifyEach(notes []Addressed) error {
	if len(notes) == 0 {
		return nil
	}
	to, err := q.recipients(notes)
	if err != nil {
		return err
	}
	b := store.NoteBatch{Notes: make([]store.Note, len(notes)), Now: q.r.now()}
	for i, n := range notes {
		r, ok := to[recipientKey{n.UserID, n.Kind}] // not ok: a deleted person, told in English
		l := i18n.ForPerson(r.Language, r.Clock)
		b.Notes[i] = store.Note{UserID: n.UserID, Kind: n.Kind, Message: n.Message.Render(l), Link: n.Link, About: n.About}
		q.notified = append(q.notified, n.UserID)
		switch {
		case !ok || r.Delivery == domain.DeliverInApp:
		case r.Delivery == domain.DeliverDigest:
			b.Digest = append(b.Digest, b.Notes[i])
		case r.Delivery == domain.DeliverPush:
			b.Push = append(b.Push, b.Notes[i])
		default:
			m, err := q.r.emails.Notification(l, &r.User, n.Kind, b.Notes[i].Message, n.Link)
			if err != nil {
				return err
			}
			p, err := json.Marshal(m)
			if err != nil {
				return err
			}
			b.Emails = append(b.Emails, p)
		}
	}
	return q.InsertNoteBatch(q.ctx, b)
}

type recipientKey struct {
	userID int64
	kind   domain.NotificationKind
}

// recipients returns, by person and kind, how the notes' people get their kind (in the
// app alone, by e-mail, digest or push) and in which language: one query for every kind.
func (q *Tx) recipients(notes []Addressed) (map[recipientKey]store.Recipient, error) {
	seen := map[recipientKey]bool{}
	var asks []store.RecipientAsk
	for _, n := range notes {
		k := recipientKey{n.UserID, n.Kind}
		if !seen[k] {
			seen[k] = true
			asks = append(asks, store.RecipientAsk{UserID: n.UserID, Kind: n.Kind,
				Default: domain.DefaultDelivery(n.Kind), DefaultWithDevice: domain.DefaultDeliveryWithDevice(n.Kind)})
		}
	}
	rs, err := q.NotifyRecipientsOf(q.ctx, asks)
	if err != nil {
		return nil, err
	}
	out := make(map[recipientKey]store.Recipient, len(rs))
	for _, r := range rs {
		out[recipientKey{r.ID, r.Kind}] = r.Recipient
	}
	return out, nil
}
