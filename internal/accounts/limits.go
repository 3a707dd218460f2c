package accounts

import "github.com/shiftsched/shiftsched/internal/domain"

// The attempts accounts limit; their limits are in service.DefaultLimits, beside the
// other domains', because one limiter counts them all.

// Actions that are rate-limited per client address.
const (
	ActionLogin            = "login"
	ActionRegister         = "register"
	ActionForgotPassword   = "forgot-password"
	ActionAcceptInvitation = "accept-invitation"
)

// Actions limited by what is guessed at rather than by who guesses, so that spreading
// guesses over many addresses gains nothing. Only wrong guesses count (a right one is
// given back), but an empty bucket refuses the right answer too: otherwise guessing
// would go on at full speed and only stop when it succeeded.
const (
	// ActionLoginAccount counts wrong passwords per account (by normalized e-mail
	// address, known or not, so the limit says nothing about who has an account).
	ActionLoginAccount = "login-account"
	// ActionManagerCode counts wrong manager codes across the whole workplace.
	ActionManagerCode = "manager-code"
)

var errTooManyCodes = &domain.Error{Kind: domain.TooMany, Msg: "Too many wrong manager codes were tried recently. Please wait a few minutes and try again."}
