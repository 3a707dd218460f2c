package domain

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// Scope is one kind of thing a personal API token may do. A token's power is its scopes
// intersected with what its owner's role allows: a scope never adds a permission.
type Scope string

// The scopes. Reads and writes are separate so that a reporting script cannot change
// anything; what only managers may do has scopes of its own.
const (
	ScopeScheduleRead   Scope = "schedule:read"   // weeks, shifts, events, drafts, swaps, availability
	ScopeScheduleWrite  Scope = "schedule:write"  // publish, drafts, events, templates, swaps, availability, acknowledgements
	ScopeTimeOffRead    Scope = "timeoff:read"    // time off requests and who is off
	ScopeTimeOffWrite   Scope = "timeoff:write"   // request, withdraw own time off
	ScopeTimeOffDecide  Scope = "timeoff:decide"  // approve, deny, cancel (managers)
	ScopeStaffRead      Scope = "staff:read"      // the staff list, invitations, failed e-mails (managers)
	ScopeStaffWrite     Scope = "staff:write"     // invite and delete people (managers)
	ScopeReportsRead    Scope = "reports:read"    // hours report and its CSV
	ScopeNotifications  Scope = "notifications"   // read and mark notifications
	ScopeSettingsWrite  Scope = "settings:write"  // workplace settings (managers)
	ScopeWebhooksManage Scope = "webhooks:manage" // register and manage webhooks (managers)
	ScopeAuditRead      Scope = "audit:read"      // the audit trail (managers)
	ScopeTimeRead       Scope = "time:read"       // own time records and clock state
	ScopeTimeManage     Scope = "time:manage"     // kiosks, on-site rules, clock settings, timesheets (managers)
)

// ScopeInfo describes a scope for people choosing one.
type ScopeInfo struct {
	Scope       Scope
	Key         string // catalogue key of what it allows, read in the caller's language
	ManagerOnly bool   // only a manager's token may carry it
}

// Scopes lists every scope in the order a person sees them.
var Scopes = []ScopeInfo{
	{ScopeScheduleRead, "ScopeScheduleRead", false},
	{ScopeScheduleWrite, "ScopeScheduleWrite", false},
	{ScopeTimeOffRead, "ScopeTimeOffRead", false},
	{ScopeTimeOffWrite, "ScopeTimeOffWrite", false},
	{ScopeTimeOffDecide, "ScopeTimeOffDecide", true},
	{ScopeStaffRead, "ScopeStaffRead", true},
	{ScopeStaffWrite, "ScopeStaffWrite", true},
	{ScopeReportsRead, "ScopeReportsRead", false},
	{ScopeNotifications, "ScopeNotifications", false},
	{ScopeSettingsWrite, "ScopeSettingsWrite", true},
	{ScopeWebhooksManage, "ScopeWebhooksManage", true},
	{ScopeAuditRead, "ScopeAuditRead", true},
	{ScopeTimeRead, "ScopeTimeRead", false},
	{ScopeTimeManage, "ScopeTimeManage", true},
}

// ScopeInfoOf returns what is known of a scope, and whether it exists.
func ScopeInfoOf(s Scope) (ScopeInfo, bool) {
	for _, i := range Scopes {
		if i.Scope == s {
			return i, true
		}
	}
	return ScopeInfo{}, false
}

// APITokenPrefix starts every personal API token, so that secret scanners can find a
// leaked one and the server can tell it from a login token without parsing.
const APITokenPrefix = "shspat_"

// IsAPIToken reports whether a bearer credential is a personal API token.
func IsAPIToken(s string) bool { return strings.HasPrefix(s, APITokenPrefix) }

// APIToken is a personal API token as its owner sees it; the secret is never kept.
type APIToken struct {
	ID         int64      `db:"id"`
	UserID     int64      `db:"user_id"`
	Name       string     `db:"name"`
	Hint       string     `db:"hint"` // the prefix and first characters, to recognise it
	Scopes     []Scope    `db:"-"`
	Role       Role       `db:"role"` // the owner's role when created: any change ends the token
	CreatedAt  time.Time  `db:"created_at"`
	ExpiresAt  *time.Time `db:"expires_at"`
	LastUsedAt *time.Time `db:"last_used_at"`
	RevokedAt  *time.Time `db:"revoked_at"`
}

// Grant is what a request authenticated by an API token may do. A User with no Grant
// signed in with their password and may do all their role allows.
type Grant struct {
	TokenID int64
	Scopes  []Scope
}

// Allow returns nil when u may use scope: always for a login session, and for an API
// token when the token carries it. Otherwise a Forbidden error that names the scope.
func (u *User) Allow(scope Scope) error {
	if u.Grant == nil || slices.Contains(u.Grant.Scopes, scope) {
		return nil
	}
	return &Error{Kind: Forbidden, Scope: scope,
		Msg: fmt.Sprintf("This API token lacks the scope '%s' this operation needs.", scope)}
}

// MaySeeEmailOf reports whether u may read other's sign-in address: their own always,
// anyone's for a manager, and through an API token only with staff:read (the scope
// that reads the staff list), so that a token made to read schedules cannot collect
// every address through the people on its shifts.
func (u *User) MaySeeEmailOf(other *User) bool {
	return u.ID == other.ID || u.IsManager() && u.Allow(ScopeStaffRead) == nil
}

// ErrSessionOnly refuses API tokens what only a signed-in person may do: manage their
// account, password, tokens and private links.
var ErrSessionOnly = &Error{Kind: Forbidden, Msg: "API tokens cannot do this; sign in with your password."}

// RequireSession refuses a request authenticated by an API token.
func (u *User) RequireSession() error {
	if u.Grant != nil {
		return ErrSessionOnly
	}
	return nil
}
