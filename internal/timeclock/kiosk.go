package timeclock

import (
	"context"
	"crypto/rand"
	"net/netip"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
)

// Kiosks, PINs and the time clock's settings. A kiosk credential is no session: it is
// taken only by KioskPeople and KioskClock, so it can do nothing else.

// Wrong PINs are limited per kiosk (someone trying everyone's PIN) and per person
// (someone trying one person's PIN at every kiosk), each over a few minutes and over a
// day (DefaultLimits). Only wrong PINs count: a right one is given back. A person
// already locked out is refused before the kiosk is charged, so hammering them spends
// nothing of the kiosk's allowance. When the kiosk's allowance is spent, each person
// still has one try a day there (person-pin-grace), so a guesser who spends it does not
// lock everyone out; that gives the guesser one more guess per person, no more.
const (
	ActionKioskPIN       = "kiosk-pin"
	ActionKioskPINDay    = "kiosk-pin-day"
	ActionPersonPIN      = "person-pin"
	ActionPersonPINDay   = "person-pin-day"
	ActionPersonPINGrace = "person-pin-grace"
)

var (
	errTooManyPINs = &domain.Error{Kind: domain.TooMany, Msg: "Too many wrong PINs were tried. Please wait a few minutes, or ask a manager."}
	errWrongPIN    = domain.Errorf(domain.Unauthenticated, "That PIN is not right.")
	errBadKiosk    = domain.Errorf(domain.Unauthenticated, "This kiosk is not set up, or a manager revoked it: ask a manager to set it up again.")
	errNotAtKiosk  = domain.Errorf(domain.Forbidden, "Only people on shift at this location today can clock in at this kiosk.")
	errKioskAway   = domain.Errorf(domain.Forbidden, "This kiosk is not on its location's network, so it cannot be used from here.")
)

// SetPIN sets the actor's kiosk PIN (4 to 6 digits). Signed-in people only.
// Errors: Forbidden, Invalid.
func (s *Service) SetPIN(ctx context.Context, actor *domain.User, pin string) error {
	if err := actor.RequireSession(); err != nil {
		return err
	}
	if !domain.ValidPIN(pin) {
		return domain.Errorf(domain.Invalid, "A PIN is 4 to 6 digits.")
	}
	hash, err := s.passwords.Hash(ctx, pin)
	if err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		q.Audit(change.Audit{Action: "account.set_pin", Object: "user", ID: actor.ID, Say: change.Say("AuditSetPIN", nil)})
		return q.SetPIN(ctx, actor.ID, hash, s.Now())
	})
}

// HasPIN reports whether the actor set a kiosk PIN.
func (s *Service) HasPIN(ctx context.Context, actor *domain.User) (bool, error) {
	if err := actor.Allow(domain.ScopeTimeRead); err != nil {
		return false, err
	}
	return s.store.Q().HasPIN(ctx, actor.ID)
}

// CreatedKiosk is a new kiosk with its credential, which is shown this once.
type CreatedKiosk struct {
	Kiosk  *domain.Kiosk
	Secret string
}

// CreateKiosk turns a device into a kiosk of a location. Managers of the location.
// Errors: Forbidden, Invalid, NotFound.
func (s *Service) CreateKiosk(ctx context.Context, actor *domain.User, locationID int64, name string) (*CreatedKiosk, error) {
	if err := permission.MayManageClock(ctx, s.store.Q(), actor, locationID); err != nil {
		return nil, err
	}
	name = strings.TrimSpace(name)
	if name == "" || utf8.RuneCountInString(name) > 100 || domain.HasNUL(name) {
		return nil, domain.Errorf(domain.Invalid, "A kiosk needs a name of 1 to 100 characters.")
	}
	if err := domain.CheckDirection(name); err != nil {
		return nil, err
	}
	secret := domain.KioskPrefix + rand.Text() + rand.Text() // 2 × 128 bits
	k := domain.Kiosk{LocationID: locationID, Name: name, Hint: secret[:len(domain.KioskPrefix)+6] + "…", CreatedAt: s.Now()}
	var out *domain.Kiosk
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		loc, err := q.LocationByID(ctx, locationID)
		if err != nil {
			return err
		}
		if loc.ArchivedAt != nil {
			return domain.Errorf(domain.Invalid, "The location %s is archived.", loc.Name)
		}
		if out, err = q.CreateKiosk(ctx, k, session.HashAPIToken(secret), actor.ID); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "kiosk.create", Object: "kiosk", ID: out.ID, Say: change.Say("AuditCreatedKiosk", map[string]any{"Name": name, "Location": loc.Name}),
			After: map[string]any{"name": name, "hint": out.Hint, "locationId": locationID}})
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &CreatedKiosk{Kiosk: out, Secret: secret}, nil
}

// Kiosks lists the kiosks not revoked: of every location, or of a limited manager's.
// Managers. Errors: Forbidden.
func (s *Service) Kiosks(ctx context.Context, actor *domain.User) ([]domain.Kiosk, error) {
	if err := permission.MayManageClock(ctx, s.store.Q(), actor, 0); err != nil {
		return nil, err
	}
	q := s.store.Q()
	list, err := q.Kiosks(ctx)
	if err != nil {
		return nil, err
	}
	m, err := permission.ManagerScope(ctx, q, actor)
	if err != nil || !m.Limited() {
		return list, err
	}
	return slices.DeleteFunc(list, func(k domain.Kiosk) bool { return !m.Locations[k.LocationID] }), nil
}

// RevokeKiosk ends a kiosk's credential at once. Managers of its location.
// Errors: Forbidden, NotFound.
func (s *Service) RevokeKiosk(ctx context.Context, actor *domain.User, id int64) error {
	k, err := s.store.Q().Kiosk(ctx, id)
	if err != nil {
		if mayErr := permission.MayManageClock(ctx, s.store.Q(), actor, 0); mayErr != nil {
			return mayErr // an employee learns nothing of which kiosks exist
		}
		return err
	}
	if err := permission.MayManageClock(ctx, s.store.Q(), actor, k.LocationID); err != nil {
		return err
	}
	return s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		q.Audit(change.Audit{Action: "kiosk.revoke", Object: "kiosk", ID: id, Say: change.Say("AuditRevokedKiosk", map[string]any{"Name": k.Name})})
		return q.RevokeKiosk(ctx, id, s.Now())
	})
}

// kioskOf returns the live kiosk of a credential, when the request comes from its
// location's network: a location whose clock rule names networks takes its kiosks'
// requests from them only, so a credential read off the tablet is no use elsewhere. (A
// rule with a position alone cannot place a kiosk, which sends none.)
func (s *Service) kioskOf(ctx context.Context, secret string) (*domain.Kiosk, error) {
	if !strings.HasPrefix(secret, domain.KioskPrefix) {
		return nil, errBadKiosk
	}
	q := s.store.Q()
	k, err := q.KioskBySecret(ctx, session.HashAPIToken(secret))
	if domain.KindOf(err) == domain.NotFound {
		return nil, errBadKiosk
	}
	if err != nil {
		return nil, err
	}
	rule, err := q.ClockRule(ctx, k.LocationID)
	if err != nil {
		return nil, err
	}
	if rule != nil && len(rule.Networks) > 0 && !rule.OnNetwork(auth.Client(ctx)) {
		return nil, errKioskAway
	}
	return k, nil
}

// KioskPerson is someone a kiosk lists.
type KioskPerson = store.KioskPerson

// KioskPeople returns the kiosk and the names of the people on shift at its location
// today (and yesterday's overnight shifts). The kiosk credential only.
// Errors: Unauthenticated (unknown or revoked kiosk).
func (s *Service) KioskPeople(ctx context.Context, secret string) (*domain.Kiosk, []KioskPerson, error) {
	k, err := s.kioskOf(ctx, secret)
	if err != nil {
		return nil, nil, err
	}
	today := s.Today()
	people, err := s.store.Q().PeopleOnShiftAt(ctx, k.LocationID, today.AddDays(-1), today)
	return k, people, err
}

// KioskClock does a clock action at a kiosk for a person listed there, by their PIN.
// The kiosk credential only. Errors: Unauthenticated (kiosk, wrong PIN), Forbidden
// (not listed here), TooMany (wrong PINs), and those of Clock.
func (s *Service) KioskClock(ctx context.Context, secret string, userID int64, pin string, action ClockAction, reason *string) (*domain.TimeRecord, error) {
	k, people, err := s.KioskPeople(ctx, secret)
	if err != nil {
		return nil, err
	}
	listed := false
	for _, p := range people {
		listed = listed || p.UserID == userID
	}
	if !listed {
		return nil, errNotAtKiosk
	}
	charged, err := s.chargePIN(ctx, k.ID, userID)
	if err != nil {
		return nil, err
	}
	q := s.store.Q()
	hash, err := q.PINHash(ctx, userID)
	if err != nil {
		return nil, err
	}
	if hash == "" {
		return nil, domain.Errorf(domain.Invalid, "You have no PIN yet: set one on your profile first.")
	}
	if !domain.ValidPIN(pin) || !s.passwords.Check(ctx, hash, pin) {
		s.limits.Failed(session.DoorKiosk)
		return nil, errWrongPIN
	}
	charged.refund(ctx)
	person, err := q.ActiveUserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	return s.clock(ctx, person, action, clockHow{source: domain.ClockKiosk, kiosk: k, reason: reason})
}

// pinCharge is the buckets one PIN attempt was charged to, to give back when it is right.
type pinCharge struct {
	limits  *session.Limiter
	buckets [][2]string // action, key
}

func (c *pinCharge) take(ctx context.Context, action, key string) error {
	if err := c.limits.Take(ctx, action, key, errTooManyPINs); err != nil {
		return err
	}
	c.buckets = append(c.buckets, [2]string{action, key})
	return nil
}

func (c *pinCharge) refund(ctx context.Context) {
	for _, b := range c.buckets {
		c.limits.Refund(ctx, b[0], b[1])
	}
	c.buckets = nil
}

// chargePIN charges a PIN attempt at a kiosk for a person, or refuses it (TooMany)
// charging nothing: the person's buckets first, so that a locked person's attempts
// spend nothing of the kiosk's; then the kiosk's, or when those are spent the person's
// one try a day there.
func (s *Service) chargePIN(ctx context.Context, kioskID, userID int64) (*pinCharge, error) {
	kioskKey, personKey := "kiosk:"+strconv.FormatInt(kioskID, 10), "user:"+strconv.FormatInt(userID, 10)
	c := &pinCharge{limits: s.limits}
	for _, a := range []string{ActionPersonPIN, ActionPersonPINDay} {
		if err := c.take(ctx, a, personKey); err != nil {
			c.refund(ctx)
			return nil, err
		}
	}
	person := len(c.buckets)
	for _, a := range []string{ActionKioskPIN, ActionKioskPINDay} {
		if err := c.take(ctx, a, kioskKey); err != nil {
			if domain.KindOf(err) != domain.TooMany {
				c.refund(ctx)
				return nil, err
			}
			// The kiosk's allowance is spent: give back what this attempt took of it, and
			// let the person's own try decide.
			kiosk := &pinCharge{limits: s.limits, buckets: c.buckets[person:]}
			kiosk.refund(ctx)
			c.buckets = c.buckets[:person]
			if err := c.take(ctx, ActionPersonPINGrace, personKey); err != nil {
				c.refund(ctx)
				return nil, err
			}
			break
		}
	}
	return c, nil
}

// ClockSettings is the workplace's time clock settings.
type ClockSettings struct {
	ClockInEarlyMinutes    int
	ForgottenClockOutHours int
	LateAfterMinutes       int // see board.go
}

// TimeClockSettings returns the clock settings. Scope time:read.
func (s *Service) TimeClockSettings(ctx context.Context, actor *domain.User) (*ClockSettings, error) {
	if err := actor.Allow(domain.ScopeTimeRead); err != nil {
		return nil, err
	}
	q := s.store.Q()
	early, hours, err := q.ClockSettings(ctx)
	if err != nil {
		return nil, err
	}
	late, err := q.LateAfterMinutes(ctx)
	return &ClockSettings{early, hours, late}, err
}

// SetTimeClockSettings changes the clock settings. Managers of every location (reach.go).
// Errors: Forbidden, Invalid.
func (s *Service) SetTimeClockSettings(ctx context.Context, actor *domain.User, in ClockSettings) (*ClockSettings, error) {
	if err := permission.MayManageClock(ctx, s.store.Q(), actor, 0); err != nil {
		return nil, err
	}
	if err := permission.RequireEveryLocation(ctx, s.store.Q(), actor, "change the time clock's settings"); err != nil {
		return nil, err
	}
	if in.ClockInEarlyMinutes < 0 || in.ClockInEarlyMinutes > 240 {
		return nil, domain.Errorf(domain.Invalid, "Clocking in may open 0 to 240 minutes before a shift.")
	}
	if in.ForgottenClockOutHours < 1 || in.ForgottenClockOutHours > 48 {
		return nil, domain.Errorf(domain.Invalid, "A forgotten clock-out is closed 1 to 48 hours after the shift.")
	}
	if in.LateAfterMinutes < 1 || in.LateAfterMinutes > 240 {
		return nil, domain.Errorf(domain.Invalid, "A person is late 1 to 240 minutes after their shift starts.")
	}
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		q.Audit(change.Audit{Action: "settings.time_clock", Object: "settings", Say: change.Say("AuditChangedTimeClockSettings", nil), After: in})
		if err := q.SetLateAfterMinutes(ctx, in.LateAfterMinutes); err != nil {
			return err
		}
		return q.SetClockSettings(ctx, in.ClockInEarlyMinutes, in.ForgottenClockOutHours)
	})
	return &in, err
}

// ClockRuleInput is a location's on-site rule as a manager sets it.
type ClockRuleInput struct {
	Latitude, Longitude *float64
	RadiusM             *int
	Networks            []string
}

// SetClockRule sets (nil: removes) where clocking in at a location counts as on site.
// Managers of the location. Errors: Forbidden, Invalid, NotFound.
func (s *Service) SetClockRule(ctx context.Context, actor *domain.User, locationID int64, in *ClockRuleInput) (*domain.ClockRule, error) {
	if err := permission.MayManageClock(ctx, s.store.Q(), actor, locationID); err != nil {
		return nil, err
	}
	rule, err := clockRuleOf(locationID, in)
	if err != nil {
		return nil, err
	}
	err = s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		loc, err := q.LocationByID(ctx, locationID)
		if err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "location.clock_rule", Object: "location", ID: locationID,
			Say: change.Say("AuditSetClockRule", map[string]any{"Location": loc.Name}), After: rule})
		return q.SetClockRule(ctx, locationID, rule)
	})
	return rule, err
}

func clockRuleOf(locationID int64, in *ClockRuleInput) (*domain.ClockRule, error) {
	if in == nil {
		return nil, nil
	}
	r := &domain.ClockRule{LocationID: locationID, Latitude: in.Latitude, Longitude: in.Longitude, RadiusM: in.RadiusM}
	set := 0
	for _, p := range []bool{in.Latitude != nil, in.Longitude != nil, in.RadiusM != nil} {
		if p {
			set++
		}
	}
	switch {
	case set != 0 && set != 3:
		return nil, domain.Errorf(domain.Invalid, "A position needs a latitude, a longitude and a radius.")
	case set == 3 && (*in.Latitude < -90 || *in.Latitude > 90 || *in.Longitude < -180 || *in.Longitude > 180):
		return nil, domain.Errorf(domain.Invalid, "The latitude must be -90 to 90 and the longitude -180 to 180.")
	case set == 3 && (*in.RadiusM < 10 || *in.RadiusM > 100000):
		return nil, domain.Errorf(domain.Invalid, "The radius must be 10 to 100,000 metres.")
	case set == 0 && len(in.Networks) == 0:
		return nil, domain.Errorf(domain.Invalid, "Give a position and radius, or network addresses, or remove the rule.")
	case len(in.Networks) > 50:
		return nil, domain.Errorf(domain.Invalid, "At most 50 network addresses.")
	}
	for _, n := range in.Networks {
		p, err := netip.ParsePrefix(strings.TrimSpace(n))
		if err != nil {
			if a, aerr := netip.ParseAddr(strings.TrimSpace(n)); aerr == nil {
				p = netip.PrefixFrom(a, a.BitLen())
			} else {
				return nil, domain.Errorf(domain.Invalid, "'%s' is not a network address (such as 203.0.113.0/24).", n)
			}
		}
		r.Networks = append(r.Networks, p.Masked().String())
	}
	return r, nil
}

// ClockRule returns a location's on-site rule, nil when it has none. Scope time:read
// (a person's phone needs to know whether to send its position).
func (s *Service) ClockRule(ctx context.Context, actor *domain.User, locationID int64) (*domain.ClockRule, error) {
	if err := actor.Allow(domain.ScopeTimeRead); err != nil {
		return nil, err
	}
	return s.store.Q().ClockRule(ctx, locationID)
}
