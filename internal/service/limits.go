package service

import (
	"time"

	"github.com/shiftsched/shiftsched/internal/accounts"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// Which attempts the rules limit, and how much; session.Limiter counts them.

// Limit is a token bucket (session.Limit), named here beside the actions it limits.
type Limit = session.Limit

// DefaultLimits allow a person to retry comfortably and slow down guessing.
var DefaultLimits = map[string]Limit{
	accounts.ActionLogin:            {Every: 6 * time.Second, Burst: 10}, // 10 at once, then 10 a minute
	accounts.ActionRegister:         {Every: 20 * time.Second, Burst: 5},
	accounts.ActionForgotPassword:   {Every: 20 * time.Second, Burst: 5},
	accounts.ActionAcceptInvitation: {Every: 20 * time.Second, Burst: 5}, // a person accepts once

	accounts.ActionLoginAccount: {Every: 20 * time.Second, Burst: 10}, // 10 at once, then 3 a minute
	accounts.ActionManagerCode:  {Every: 2 * time.Minute, Burst: 20},  // 20 at once, then 30 an hour
	// Wrong kiosk PINs (internal/timeclock/kiosk.go). In any 24 hours: at most 64 at one
	// kiosk (40 + 24) and 22 for one person across every kiosk (10 + 12), plus one try a day
	// per person (2 in a 24-hour window) once a kiosk's allowance is spent. At a kiosk
	// listing ten people with 4-digit PINs, that is at most 84 guesses a day: a chance of
	// 0.84% to find one (6 a minute all day, 8,640 guesses, gave 59%).
	timeclock.ActionKioskPIN:       {Every: 10 * time.Second, Burst: 20}, // 20 at once, then 6 a minute
	timeclock.ActionKioskPINDay:    {Every: time.Hour, Burst: 40},        // and 40 at once, then 1 an hour
	timeclock.ActionPersonPIN:      {Every: time.Minute, Burst: 5},       // 5 at once, then 1 a minute
	timeclock.ActionPersonPINDay:   {Every: 2 * time.Hour, Burst: 10},    // and 10 at once, then 1 every 2 hours
	timeclock.ActionPersonPINGrace: {Every: 24 * time.Hour, Burst: 1},    // one try a day at a kiosk whose allowance is spent

	ActionRegisterPush: {Every: time.Minute, Burst: 20}, // new devices per person: 20 at once, then 1 a minute
}
