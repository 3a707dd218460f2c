package service

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/store"
)

// MaxTimeOffReason is the longest reason of a time-off request, in characters.
const MaxTimeOffReason = 500

// RequestTimeOff asks for one day off, today (the workplace's) or later, with an optional
// reason, and tells every manager (but the requester). Any signed-in user. Errors:
// Invalid (no date, a past date, reason too long, "This date ({title}) is restricted from
// PTO requests.", "You have already submitted a request for this date." unless the earlier
// request was denied).
func (s *Service) RequestTimeOff(ctx context.Context, actor *domain.User, date domain.Date, reason string) (*domain.TimeOffRequest, error) {
	if date.IsZero() {
		return nil, domain.Errorf(domain.Invalid, "A valid date (YYYY-MM-DD) is required.")
	}
	if date.Before(s.Today()) {
		return nil, domain.Errorf(domain.Invalid, "Time off cannot be requested for a past date.")
	}
	reason = strings.TrimSpace(reason)
	if utf8.RuneCountInString(reason) > MaxTimeOffReason {
		return nil, domain.Errorf(domain.Invalid, "The reason must be at most %d characters long.", MaxTimeOffReason)
	}
	var out *domain.TimeOffRequest
	err := s.store.InTx(ctx, func(q store.Q) error {
		restricted, err := q.PTORestriction(ctx, date)
		if err != nil {
			return err
		}
		if restricted != nil {
			return domain.Errorf(domain.Invalid, "This date (%s) is restricted from PTO requests.", restricted.Title)
		}
		req, err := q.InsertTimeOff(ctx, actor.ID, date, reason)
		if err != nil {
			return err
		}
		managers, err := q.ManagerIDs(ctx)
		if err != nil {
			return err
		}
		if err := s.notify(ctx, q, without(managers, actor.ID), notice{domain.KindTimeOffRequest,
			fmt.Sprintf("%s submitted a PTO request for %s.", req.UserName, date.ShortLabel()), "/pto"}); err != nil {
			return err
		}
		out = req
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

func without(ids []int64, id int64) []int64 {
	out := make([]int64, 0, len(ids))
	for _, x := range ids {
		if x != id {
			out = append(out, x)
		}
	}
	return out
}

// RespondToTimeOff approves or denies a pending request and tells the requester; the
// answer is final. The request is locked, so of two managers answering at once exactly
// one succeeds. Managers only. Errors: Forbidden; Invalid "Invalid status." (status not
// approved or denied), "This request has already been actioned."; NotFound "Request not
// found".
func (s *Service) RespondToTimeOff(ctx context.Context, actor *domain.User, id int64, status domain.TimeOffStatus) (*domain.TimeOffRequest, error) {
	if err := requireManager(actor); err != nil {
		return nil, err
	}
	if status != domain.TimeOffApproved && status != domain.TimeOffDenied {
		return nil, domain.Errorf(domain.Invalid, "Invalid status.")
	}
	if id <= 0 {
		return nil, store.ErrTimeOffNotFound
	}
	var out *domain.TimeOffRequest
	err := s.store.InTx(ctx, func(q store.Q) error {
		req, err := q.TimeOffForUpdate(ctx, id)
		if err != nil {
			return err
		}
		if req.Status != domain.TimeOffPending {
			return domain.Errorf(domain.Invalid, "This request has already been actioned.")
		}
		if req, err = q.SetTimeOffStatus(ctx, id, status); err != nil {
			return err
		}
		if err := s.notify(ctx, q, []int64{req.UserID}, notice{domain.KindTimeOffDecision,
			fmt.Sprintf("Your PTO request for %s was %s by a manager.", req.Date.ShortLabel(), status), "/pto"}); err != nil {
			return err
		}
		out = req
		return nil
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// MyTimeOff returns the actor's own requests, by date, newest first. Any signed-in user.
func (s *Service) MyTimeOff(ctx context.Context, actor *domain.User) ([]domain.TimeOffRequest, error) {
	return s.store.Q().TimeOffOfUser(ctx, actor.ID)
}

// PendingTimeOff returns every pending request, by date, oldest first. Managers only.
// Errors: Forbidden.
func (s *Service) PendingTimeOff(ctx context.Context, actor *domain.User) ([]domain.TimeOffRequest, error) {
	if err := requireManager(actor); err != nil {
		return nil, err
	}
	return s.store.Q().PendingTimeOff(ctx)
}

// TimeOff returns everyone's requests dated from..to (at most MaxRangeDays days), of one
// status when status is not empty, by date: what a manager needs to see who is off
// while building a schedule. Managers only. Errors: Forbidden, Invalid (range).
func (s *Service) TimeOff(ctx context.Context, actor *domain.User, from, to domain.Date, status domain.TimeOffStatus) ([]domain.TimeOffRequest, error) {
	if err := requireManager(actor); err != nil {
		return nil, err
	}
	if err := checkRange(from, to); err != nil {
		return nil, err
	}
	return s.store.Q().TimeOffBetween(ctx, from, to, status)
}
