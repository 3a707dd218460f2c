package graph

import (
	"context"

	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/i18n"
)

// readerLocale is the locale the caller reads the API's sentences in: the language
// their Accept-Language asks for (as error messages), on the clock they chose, else
// that language's clock.
func readerLocale(ctx context.Context) i18n.Locale {
	lang := i18n.LanguageOf(ctx)
	var clock *int
	if u, err := auth.Actor(ctx); err == nil {
		clock = u.Clock
	}
	return i18n.ForPerson(&lang, clock)
}
