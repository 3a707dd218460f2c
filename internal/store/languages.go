package store

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// SetLanguage stores a person's language and clock (nil: not chosen).
func (q Q) SetLanguage(ctx context.Context, id int64, language *string, clock *int) (*domain.User, error) {
	var u domain.User
	err := q.get(ctx, &u, errUserNotFound, `
		UPDATE users SET language = $2, clock = $3, updated_at = now()
		WHERE id = $1 AND deleted_at IS NULL
		RETURNING `+userColumns, id, language, clock)
	return &u, err
}

// WorkplaceLanguage returns the language of people who chose none.
func (q Q) WorkplaceLanguage(ctx context.Context) (string, error) {
	var lang string
	err := q.get(ctx, &lang, nil, `SELECT default_language FROM workplace_settings WHERE id`)
	return lang, err
}

// SetWorkplaceLanguage stores the language of people who chose none.
func (q Q) SetWorkplaceLanguage(ctx context.Context, lang string) error {
	_, err := q.exec(ctx, `UPDATE workplace_settings SET default_language = $1 WHERE id`, lang)
	return err
}
