package graph

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/domain"
)

// profile reads the workplace's name, currency and time zone for the signed-in actor.
func (r *workplaceSettingsResolver) profile(ctx context.Context) (domain.Profile, error) {
	actor, err := auth.Actor(ctx)
	if err != nil {
		return domain.Profile{}, err
	}
	return r.Svc.WorkplaceProfile(ctx, actor)
}
