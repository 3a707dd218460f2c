package personaldata

import (
	"context"
	"time"

	"github.com/shiftsched/shiftsched/internal/change"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/permission"
)

// RetentionEvery is how often RunRetention removes what is past its retention.
const RetentionEvery = 24 * time.Hour

// RetentionYears returns how many years an erased person's time records and approved
// timesheets are kept. Managers (a token needs staff:read). Errors: Forbidden.
func (s *Service) RetentionYears(ctx context.Context, actor *domain.User) (int, error) {
	if err := actor.Allow(domain.ScopeStaffRead); err != nil {
		return 0, err
	}
	if err := permission.RequireManager(actor); err != nil {
		return 0, err
	}
	return s.store.Q().PersonalDataRetentionYears(ctx)
}

// SetRetentionYears sets how many years (1 to 30) an erased person's time records and
// approved timesheets are kept. A workplace-wide setting: managers of every location (a
// token needs settings:write). Errors: Forbidden, Invalid.
func (s *Service) SetRetentionYears(ctx context.Context, actor *domain.User, years int) (int, error) {
	if err := permission.MayEditWorkplace(actor); err != nil {
		return 0, err
	}
	if years < 1 || years > 30 {
		return 0, errRetention
	}
	err := s.Changes().Run(ctx, actor, func(q *change.Tx) error {
		if err := permission.RequireEveryLocation(ctx, q.Q, actor, "set how long records of erased people are kept"); err != nil {
			return err
		}
		before, err := q.PersonalDataRetentionYears(ctx)
		if err != nil {
			return err
		}
		if err := q.SetPersonalDataRetentionYears(ctx, years); err != nil {
			return err
		}
		q.Audit(change.Audit{Action: "settings.personal_data_retention", Object: "settings",
			Say:    change.Say("AuditSetPersonalDataRetention", map[string]any{"Years": years}),
			Before: map[string]any{"years": before}, After: map[string]any{"years": years}})
		return nil
	})
	return years, err
}

// RemoveExpiredRecords removes the time records and approved timesheets of erased
// people that are older than the workplace's retention period, and returns how many of
// each. System-only (the daily job). Safe on several instances at once: the rows are
// claimed with SKIP LOCKED and a second run finds nothing left.
func (s *Service) RemoveExpiredRecords(ctx context.Context) (records, approvals int64, err error) {
	err = s.Changes().Run(ctx, nil, func(q *change.Tx) error {
		years, err := q.PersonalDataRetentionYears(ctx)
		if err != nil {
			return err
		}
		before := s.Zone().Midnight(s.Today()).AddDate(-years, 0, 0)
		if records, approvals, err = q.RemoveKeptRecords(ctx, before); err != nil {
			return err
		}
		if records == 0 && approvals == 0 {
			q.Unchanged()
			return nil
		}
		q.Audit(change.Audit{Action: "personal_data.retention", Object: "settings",
			Say: change.Say("AuditRemovedKeptRecords", map[string]any{"Records": records, "Approvals": approvals, "Years": years})})
		return nil
	})
	return records, approvals, err
}

// RunRetention runs RemoveExpiredRecords at start and every RetentionEvery until ctx ends.
func (s *Service) RunRetention(ctx context.Context) {
	t := time.NewTicker(RetentionEvery)
	defer t.Stop()
	for {
		if n, m, err := s.RemoveExpiredRecords(ctx); err != nil && ctx.Err() == nil {
			s.log.Error("personal data retention", "err", err)
		} else if n+m > 0 {
			s.log.Info("personal data retention", "timeRecords", n, "timesheets", m)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
