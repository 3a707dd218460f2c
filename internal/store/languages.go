package store

import (
	"context"

	"github.com/lib/pq"

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

// ReaderLocale is the language a person reads texts in (theirs, else the workplace's)
// and the clock they chose (nil: none).
type ReaderLocale struct {
	UserID   int64  `db:"id"`
	Language string `db:"language"`
	Clock    *int   `db:"clock"`
}

// ReaderLocales returns the locale of each of the people, in one query.
func (q Q) ReaderLocales(ctx context.Context, ids []int64) ([]ReaderLocale, error) {
	out := []ReaderLocale{}
	err := q.sel(ctx, &out, `
		SELECT u.id, COALESCE(u.language, s.default_language) AS language, u.clock
		FROM users u CROSS JOIN workplace_settings s
		WHERE s.id AND u.id = ANY($1)`, pq.Array(ids))
	return out, err
}
