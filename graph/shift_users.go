package graph

import (
	"context"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/ast"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// attachShiftUsers sets the User of every shift in lists, with one query for the whole
// answer. Shift.user is then a plain field: no resolver, goroutine or loader call per
// shift, which profiles showed to be most of a month page's CPU.
// It does nothing when the query selects no Shift.user below the current field, as the
// web client's week and month documents do not: one statement less per uncached read.
func (r *Resolver) attachShiftUsers(ctx context.Context, lists ...[]domain.Shift) error {
	if fc := graphql.GetFieldContext(ctx); fc != nil && !selectsShiftUser(fc.Field.Selections, 0) {
		return nil
	}
	seen := map[int64]bool{}
	var ids []int64
	for _, shifts := range lists {
		for _, sh := range shifts {
			if !seen[sh.UserID] {
				seen[sh.UserID] = true
				ids = append(ids, sh.UserID)
			}
		}
	}
	if len(ids) == 0 {
		return nil
	}
	users, err := r.Svc.UsersByIDs(ctx, ids)
	if err != nil {
		return err
	}
	byID := make(map[int64]*domain.User, len(users))
	for i := range users {
		byID[users[i].ID] = &users[i]
	}
	for _, shifts := range lists {
		for i := range shifts {
			if shifts[i].User = byID[shifts[i].UserID]; shifts[i].User == nil {
				return domain.Errorf(domain.NotFound, "User not found.")
			}
		}
	}
	return nil
}

// selectsShiftUser reports whether a validated selection set asks for Shift.user, through
// fragments too. Deeper than any query the limits let through, it answers yes.
func selectsShiftUser(set ast.SelectionSet, depth int) bool {
	if depth > 32 {
		return true
	}
	for _, sel := range set {
		switch s := sel.(type) {
		case *ast.Field:
			if s.Name == "user" && s.ObjectDefinition != nil && s.ObjectDefinition.Name == "Shift" {
				return true
			}
			if selectsShiftUser(s.SelectionSet, depth+1) {
				return true
			}
		case *ast.InlineFragment:
			if selectsShiftUser(s.SelectionSet, depth+1) {
				return true
			}
		case *ast.FragmentSpread:
			if s.Definition == nil || selectsShiftUser(s.Definition.SelectionSet, depth+1) {
				return true
			}
		}
	}
	return false
}
