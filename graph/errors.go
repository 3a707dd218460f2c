package graph

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"

	"github.com/99designs/gqlgen/graphql"
	"github.com/vektah/gqlparser/v2/gqlerror"

	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/i18n"
)

// ErrorPresenter shows domain errors with their message (in the caller's language when
// the catalogues have it) and extensions.code, keeps
// gqlgen's own parse and validation errors, and hides everything else behind
// "Server error" (code INTERNAL) after logging it.
func ErrorPresenter(log *slog.Logger) graphql.ErrorPresenterFunc {
	return func(ctx context.Context, err error) *gqlerror.Error {
		gqlErr := graphql.DefaultErrorPresenter(ctx, err)
		var de *domain.Error
		if errors.As(err, &de) {
			if de.Kind == domain.Unavailable {
				log.WarnContext(ctx, "database unavailable", "path", gqlErr.Path.String(), "err", err)
			}
			gqlErr.Message = readerError(ctx, de.Msg)
			setCode(gqlErr, string(de.Kind))
			if de.Reason != "" {
				gqlErr.Extensions["reason"] = de.Reason
			}
			if de.Scope != "" {
				gqlErr.Extensions["scope"] = string(de.Scope)
			}
			for k, v := range de.Details {
				gqlErr.Extensions[k] = v
			}
			return gqlErr
		}
		var ge *gqlerror.Error
		if errors.As(err, &ge) && ge.Err == nil {
			// Produced by gqlgen itself (parse, validation, coercion): safe to show.
			if gqlErr.Extensions == nil || gqlErr.Extensions["code"] == nil {
				setCode(gqlErr, string(domain.Invalid))
			}
			return gqlErr
		}
		if errors.Is(err, context.Canceled) {
			gqlErr.Message = i18n.Error(i18n.LanguageOf(ctx), "Request cancelled")
			setCode(gqlErr, string(domain.Internal))
			return gqlErr
		}
		log.ErrorContext(ctx, "graphql error", "path", gqlErr.Path.String(), "err", err)
		gqlErr.Message = i18n.Error(i18n.LanguageOf(ctx), "Server error")
		setCode(gqlErr, string(domain.Internal))
		return gqlErr
	}
}

// readerError is a domain error's message in the caller's language, its times on the
// clock they chose (the same clock their screens show).
func readerError(ctx context.Context, msg string) string {
	if lang := i18n.LanguageOf(ctx); !i18n.Supported(lang) && lang != i18n.Pseudo {
		return msg
	}
	return readerLocale(ctx).Translate(msg)
}

func setCode(e *gqlerror.Error, code string) {
	if e.Extensions == nil {
		e.Extensions = map[string]any{}
	}
	e.Extensions["code"] = code
}

// Recover turns a resolver panic into an INTERNAL error and logs the stack.
func Recover(log *slog.Logger) graphql.RecoverFunc {
	return func(ctx context.Context, p any) error {
		log.ErrorContext(ctx, "graphql panic", "panic", fmt.Sprint(p), "stack", string(debug.Stack()))
		return errors.New("panic in resolver")
	}
}
