// Package graph is the GraphQL API: the schema (*.graphqls), gqlgen's generated
// executor, and resolvers that translate between GraphQL and the service layer.
package graph

//go:generate go tool gqlgen generate

import (
	"github.com/shiftsched/shiftsched/internal/accounts"
	"github.com/shiftsched/shiftsched/internal/audittrail"
	"github.com/shiftsched/shiftsched/internal/autofill"
	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/labour"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/live"
	"github.com/shiftsched/shiftsched/internal/market"
	"github.com/shiftsched/shiftsched/internal/personaldata"
	"github.com/shiftsched/shiftsched/internal/reports"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/timeclock"
)

// Resolver is where the GraphQL API's dependencies are wired.
type Resolver struct {
	Svc *service.Service
	// Accounts holds accounts, sign-in, password resets, set-up and invitations
	// (internal/accounts).
	Accounts *accounts.Service
	// Integrations holds API tokens, webhooks and calendar feeds.
	Integrations *integrations.Service
	// TimeClock holds the time clock, timesheets and payroll (internal/timeclock).
	TimeClock *timeclock.Service
	// Audit reads the audit trail (internal/audittrail).
	Audit *audittrail.Service
	// Reports answers the hours report (internal/reports).
	Reports *reports.Service
	// Fill holds auto-fill jobs.
	Fill *autofill.Service
	// Availability holds time off, weekly availability and preferences.
	Availability *availability.Service
	// Leave holds leave types, policies, balances and public holidays (internal/leave).
	Leave *leave.Service
	// Labour holds the labour rules of rule sets, their presets and birth dates
	// (internal/labour).
	Labour *labour.Service
	// Market holds swaps, open shifts and claims (internal/market).
	Market *market.Service
	// PersonalData exports and erases people's data (internal/personaldata).
	PersonalData *personaldata.Service
	// Live feeds subscriptions; nil when this server pushes no live updates.
	Live *live.Hub
}
