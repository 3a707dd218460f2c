package store

import (
	"context"
	"time"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// PersonalSection is one file of a person's export: its name in the archive and the
// statement that reads it, one JSON document per row, $1 being the person's id. The
// column lists name what is exported: secrets (password and PIN hashes, token and feed
// secrets, push keys and endpoints) are never among them.
type PersonalSection struct {
	File  string
	Query string
}

// PersonalSections are the JSON files of a person's export, in the archive's order.
var PersonalSections = []PersonalSection{
	{"profile.json", `
		SELECT jsonb_build_object('id', u.id, 'name', u.name, 'email', u.email, 'role', u.role,
		       'worksShifts', u.works_shifts, 'language', u.language, 'clock', u.clock,
		       'hourlyRateCents', u.hourly_rate_cents, 'ruleSet', rs.name, 'birthDate', u.birth_date, 'joinedAt', u.joined_at,
		       'deletedAt', u.deleted_at, 'erasedAt', u.erased_at, 'createdAt', u.created_at, 'updatedAt', u.updated_at,
		       'locations', (SELECT coalesce(jsonb_agg(l.name ORDER BY l.name), '[]') FROM user_locations ul JOIN locations l ON l.id = ul.location_id WHERE ul.user_id = u.id),
		       'managesLocations', (SELECT coalesce(jsonb_agg(l.name ORDER BY l.name), '[]') FROM manager_locations ml JOIN locations l ON l.id = ml.location_id WHERE ml.user_id = u.id),
		       'positions', (SELECT coalesce(jsonb_agg(jsonb_build_object('name', p.name, 'primary', up.is_primary, 'rateCents', up.rate_cents) ORDER BY p.name), '[]')
		                     FROM user_positions up JOIN positions p ON p.id = up.position_id WHERE up.user_id = u.id),
		       'kioskPinSetAt', (SELECT set_at FROM user_pins WHERE user_id = u.id))
		FROM users u LEFT JOIN rule_sets rs ON rs.id = u.rule_set_id WHERE u.id = $1`},
	{"shifts.json", `
		SELECT jsonb_build_object('id', s.id, 'date', s.shift_date, 'day', s.day_key,
		       'start', to_char(make_time(s.start_minute / 60, s.start_minute % 60, 0), 'HH24:MI'),
		       'end', to_char(make_time(s.end_minute / 60, s.end_minute % 60, 0), 'HH24:MI'),
		       'location', l.name, 'position', p.name, 'shiftType', st.name)
		FROM shifts s LEFT JOIN locations l ON l.id = s.location_id LEFT JOIN positions p ON p.id = s.position_id
		LEFT JOIN shift_types st ON st.id = s.shift_type_id
		WHERE s.user_id = $1 ORDER BY s.shift_date, s.start_minute, s.id`},
	{"time_records.json", `
		SELECT jsonb_build_object('id', r.id, 'clockIn', r.clock_in_at, 'clockOut', r.clock_out_at, 'source', r.source,
		       'clockOutSource', r.clock_out_source, 'location', l.name, 'shiftStart', r.shift_starts_at, 'shiftEnd', r.shift_ends_at,
		       'latitude', r.latitude, 'longitude', r.longitude, 'accuracyMetres', r.accuracy_m, 'clientAddress', host(r.client_addr),
		       'onSite', r.on_site, 'noShift', r.no_shift, 'offSiteClockOut', r.off_site_clock_out,
		       'forgottenClockOut', r.forgotten_clock_out, 'clockOutReason', r.clock_out_reason,
		       'breaks', (SELECT coalesce(jsonb_agg(jsonb_build_object('start', b.started_at, 'end', b.ended_at) ORDER BY b.started_at), '[]') FROM time_breaks b WHERE b.record_id = r.id),
		       'corrections', (SELECT coalesce(jsonb_agg(jsonb_build_object('clockIn', c.clock_in_at, 'clockOut', c.clock_out_at,
		              'breakMinutes', c.break_minutes, 'reason', c.reason, 'correctedAt', c.corrected_at) ORDER BY c.id), '[]') FROM time_corrections c WHERE c.record_id = r.id))
		FROM time_records r LEFT JOIN locations l ON l.id = r.location_id
		WHERE r.user_id = $1 ORDER BY r.clock_in_at, r.id`},
	{"timesheets.json", `
		SELECT jsonb_build_object('periodStart', a.period_start, 'periodEnd', a.period_end, 'approvedAt', a.approved_at)
		FROM timesheet_approvals a WHERE a.user_id = $1 ORDER BY a.period_start`},
	{"time_off.json", `
		SELECT jsonb_build_object('id', t.id, 'from', t.request_date, 'to', t.end_date, 'startMinute', t.start_minute,
		       'endMinute', t.end_minute, 'reason', t.reason, 'status', t.status, 'decisionNote', t.decision_note,
		       'leaveType', (SELECT name FROM leave_types WHERE id = t.leave_type_id), 'createdAt', t.created_at, 'updatedAt', t.updated_at)
		FROM pto_requests t WHERE t.user_id = $1 ORDER BY t.request_date, t.id`},
	// Leave: the contract it was counted by, each balance, and every ledger row (amounts
	// in the type's unit, hours or days).
	{"leave_profile.json", `
		SELECT jsonb_build_object('startsOn', p.starts_on, 'endsOn', p.ends_on, 'minutesPerWeek', p.minutes_per_week,
		       'workDays', p.work_days, 'holidayLocation', l.name)
		FROM leave_profiles p LEFT JOIN locations l ON l.id = p.holiday_location_id WHERE p.user_id = $1`},
	{"leave_balances.json", `
		SELECT jsonb_build_object('leaveType', t.name, 'unit', t.unit,
		       'balanceToday', (sum(e.amount) FILTER (WHERE e.effective_on <= current_date))::numeric / 100,
		       'balanceWithFutureRows', sum(e.amount)::numeric / 100)
		FROM leave_ledger e JOIN leave_types t ON t.id = e.leave_type_id WHERE e.user_id = $1
		GROUP BY t.id, t.name, t.unit ORDER BY t.name, t.id`},
	{"leave_ledger.json", `
		SELECT jsonb_build_object('id', e.id, 'leaveType', t.name, 'unit', t.unit, 'kind', e.kind, 'effectiveOn', e.effective_on,
		       'amount', e.amount::numeric / 100, 'periodStart', e.period_start, 'timeOffId', e.time_off_id, 'reason', e.reason,
		       'createdAt', e.created_at)
		FROM leave_ledger e JOIN leave_types t ON t.id = e.leave_type_id WHERE e.user_id = $1 ORDER BY e.effective_on, e.id`},
	{"swaps.json", `
		SELECT jsonb_build_object('id', w.id, 'status', w.status, 'role', CASE WHEN w.requester_id = $1 THEN 'requester' ELSE 'target' END,
		       'yourShiftDate', CASE WHEN w.requester_id = $1 THEN w.a_date ELSE w.b_date END,
		       'otherShiftDate', CASE WHEN w.requester_id = $1 THEN w.b_date ELSE w.a_date END,
		       'cancelReason', w.cancel_reason, 'createdAt', w.created_at, 'updatedAt', w.updated_at)
		FROM swap_requests w WHERE w.requester_id = $1 OR w.target_id = $1 ORDER BY w.created_at, w.id`},
	{"open_shift_claims.json", `
		SELECT jsonb_build_object('id', c.id, 'openShiftDate', o.shift_date, 'status', c.status, 'reason', c.reason,
		       'createdAt', c.created_at, 'updatedAt', c.updated_at)
		FROM shift_claims c JOIN open_shifts o ON o.id = c.open_shift_id WHERE c.user_id = $1 ORDER BY c.created_at, c.id`},
	{"shift_offers.json", `
		SELECT jsonb_build_object('id', o.id, 'date', o.shift_date, 'status', o.status, 'cancelReason', o.cancel_reason,
		       'createdAt', o.created_at, 'updatedAt', o.updated_at)
		FROM open_shifts o WHERE o.offered_by = $1 ORDER BY o.created_at, o.id`},
	{"availability.json", `
		SELECT jsonb_build_object('day', d.day_key, 'mode', d.mode,
		       'windows', (SELECT coalesce(jsonb_agg(jsonb_build_object('startMinute', w.start_minute, 'endMinute', w.end_minute) ORDER BY w.start_minute), '[]')
		                   FROM availability_windows w WHERE w.user_id = d.user_id AND w.day_key = d.day_key))
		FROM availability_days d WHERE d.user_id = $1 ORDER BY d.day_key`},
	{"unavailable_dates.json", `
		SELECT jsonb_build_object('date', d.unavailable_on, 'note', d.note, 'createdAt', d.created_at)
		FROM unavailable_dates d WHERE d.user_id = $1 ORDER BY d.unavailable_on`},
	{"preferences.json", `
		SELECT jsonb_build_object('wants', p.wants, 'date', p.on_date, 'weekday', p.weekday, 'shiftType', st.name,
		       'strength', p.strength, 'createdAt', p.created_at)
		FROM preferences p LEFT JOIN shift_types st ON st.id = p.shift_type_id WHERE p.user_id = $1 ORDER BY p.id`},
	{"notifications.json", `
		SELECT jsonb_build_object('id', n.id, 'message', n.message, 'link', n.link, 'read', n.read, 'createdAt', n.created_at)
		FROM notifications n WHERE n.user_id = $1 ORDER BY n.created_at, n.id`},
	{"notification_settings.json", `
		SELECT jsonb_build_object('kind', p.kind, 'delivery', p.delivery) FROM notification_preferences p WHERE p.user_id = $1
		UNION ALL
		SELECT jsonb_build_object('digestMinute', d.minute, 'digestLastSentOn', d.last_sent_on) FROM notification_digests d WHERE d.user_id = $1`},
	{"schedule_acknowledgements.json", `
		SELECT jsonb_build_object('weekStarting', a.week_starting, 'acknowledgedAt', a.acknowledged_at)
		FROM schedule_acks a WHERE a.user_id = $1 ORDER BY a.week_starting`},
	// Entries about the person in full; of what they did, only when and what (the words
	// and before/after of those tell of other people).
	{"audit_entries.json", `
		SELECT CASE WHEN a.object_type = 'user' AND a.object_id = $1::bigint::text
		       THEN jsonb_build_object('id', a.id, 'at', a.at, 'action', a.action, 'by', a.actor_name, 'summary', a.summary,
		                               'before', a.before, 'after', a.after)
		       ELSE jsonb_build_object('id', a.id, 'at', a.at, 'action', a.action, 'by', 'you', 'objectType', a.object_type, 'objectId', a.object_id) END
		FROM audit_log a WHERE (a.object_type = 'user' AND a.object_id = $1::bigint::text) OR a.actor_id = $1::bigint ORDER BY a.at, a.id`},
	{"push_devices.json", `
		SELECT jsonb_build_object('id', p.id, 'deviceName', p.device_name, 'pushService', p.host, 'createdAt', p.created_at, 'lastUsedAt', p.last_used_at)
		FROM push_subscriptions p WHERE p.user_id = $1 ORDER BY p.id`},
	{"calendar_feeds.json", `
		SELECT jsonb_build_object('scope', f.scope, 'createdAt', f.created_at, 'modifiedAt', f.modified_at)
		FROM calendar_feeds f WHERE f.user_id = $1 ORDER BY f.scope`},
	{"labour_consents.json", `
		SELECT jsonb_build_object('id', c.id, 'shiftId', c.shift_id, 'kind', c.kind, 'beforeDate', c.before_date,
		       'beforeStart', c.before_start, 'beforeEnd', c.before_end, 'afterDate', c.after_date, 'afterStart', c.after_start,
		       'afterEnd', c.after_end, 'lostMinutes', c.lost_minutes, 'premium', c.premium_name, 'premiumCents', c.premium_cents,
		       'priced', c.priced, 'status', c.status, 'createdAt', c.created_at, 'decidedAt', c.decided_at)
		FROM labour_consents c WHERE c.user_id = $1 ORDER BY c.id`},
	{"api_tokens.json", `
		SELECT jsonb_build_object('id', t.id, 'name', t.name, 'scopes', t.scopes, 'role', t.role, 'createdAt', t.created_at,
		       'expiresAt', t.expires_at, 'lastUsedAt', t.last_used_at, 'revokedAt', t.revoked_at)
		FROM api_tokens t WHERE t.user_id = $1 ORDER BY t.id`},
}

// PersonalShiftsCSV and PersonalTimeRecordsCSV read the rows of the export's two CSV
// files, as text, in the order of their JSON twins.
const (
	PersonalShiftsCSV = `
		SELECT s.id::text, s.shift_date::text, s.day_key,
		       to_char(make_time(s.start_minute / 60, s.start_minute % 60, 0), 'HH24:MI'),
		       to_char(make_time(s.end_minute / 60, s.end_minute % 60, 0), 'HH24:MI'),
		       coalesce(l.name, ''), coalesce(p.name, '')
		FROM shifts s LEFT JOIN locations l ON l.id = s.location_id LEFT JOIN positions p ON p.id = s.position_id
		WHERE s.user_id = $1 ORDER BY s.shift_date, s.start_minute, s.id`
	PersonalTimeRecordsCSV = `
		SELECT r.id::text, to_char(r.clock_in_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
		       coalesce(to_char(r.clock_out_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), ''),
		       coalesce((SELECT sum(extract(epoch FROM b.ended_at - b.started_at))::bigint / 60 FROM time_breaks b WHERE b.record_id = r.id), 0)::text,
		       r.source, coalesce(l.name, ''), coalesce(r.clock_out_reason, '')
		FROM time_records r LEFT JOIN locations l ON l.id = r.location_id
		WHERE r.user_id = $1 ORDER BY r.clock_in_at, r.id`
)

// EachJSONRow runs query (one of PersonalSections) for person and calls fn with each
// row's JSON document as it is read, so that years of rows are never held in memory.
func (q Q) EachJSONRow(ctx context.Context, query string, person int64, fn func(doc []byte) error) error {
	rows, err := q.x.QueryxContext(ctx, query, person)
	if err != nil {
		return unavailable(err)
	}
	defer rows.Close()
	for rows.Next() {
		var doc []byte
		if err := rows.Scan(&doc); err != nil {
			return err
		}
		if err := fn(doc); err != nil {
			return err
		}
	}
	return unavailable(rows.Err())
}

// EachTextRow runs query (PersonalShiftsCSV, PersonalTimeRecordsCSV) for person and
// calls fn with each row's columns as text, as it is read.
func (q Q) EachTextRow(ctx context.Context, query string, person int64, fn func(cols []string) error) error {
	rows, err := q.x.QueryxContext(ctx, query, person)
	if err != nil {
		return unavailable(err)
	}
	defer rows.Close()
	names, err := rows.Columns()
	if err != nil {
		return err
	}
	cols := make([]string, len(names))
	ptrs := make([]any, len(names))
	for i := range cols {
		ptrs[i] = &cols[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		if err := fn(cols); err != nil {
			return err
		}
	}
	return unavailable(rows.Err())
}

// ErasablePerson is what erasing a person checks about them.
type ErasablePerson struct {
	domain.User
	Erased bool `db:"erased"`
	Owner  bool `db:"owner"` // the workplace's first manager, who set it up
}

// PersonForErasure returns the person with id, locked, deleted or not; NotFound when
// there is none.
func (q Q) PersonForErasure(ctx context.Context, id int64) (*ErasablePerson, error) {
	var p ErasablePerson
	err := q.get(ctx, &p, errUserNotFound, `
		SELECT `+userColumns+`, erased_at IS NOT NULL AS erased,
		       id = (SELECT min(id) FROM users WHERE role = 'manager') AS owner
		FROM users WHERE id = $1 FOR UPDATE`, id)
	return &p, err
}

// ErasePerson replaces the person's name, e-mail and personal fields, and removes what
// was theirs alone that payroll law does not keep: devices, feeds, API tokens, sessions
// (a new token version, and the revocations that named them), invitations, notifications,
// digests, availability, preferences, time off, PIN, pending export links. Time records,
// timesheet approvals, shifts and swaps stay, under the replaced name. One statement.
func (q Q) ErasePerson(ctx context.Context, id int64, name, email string, at time.Time) error {
	_, err := q.exec(ctx, `
		WITH u AS (UPDATE users SET name = $2, email = $3, password_hash = NULL, joined_at = NULL, language = NULL,
		               clock = NULL, hourly_rate_cents = NULL, birth_date = NULL, token_version = token_version + 1, erased_at = $4, updated_at = $4
		           WHERE id = $1 AND deleted_at IS NOT NULL AND erased_at IS NULL RETURNING id),
		     d1 AS (DELETE FROM push_subscriptions WHERE user_id = $1),
		     d2 AS (DELETE FROM calendar_feeds WHERE user_id = $1),
		     d3 AS (DELETE FROM api_tokens WHERE user_id = $1),
		     d4 AS (DELETE FROM revoked_tokens WHERE user_id = $1),
		     d5 AS (DELETE FROM invitations WHERE user_id = $1 OR (user_id IS NULL AND lower(email) = lower((SELECT email FROM users WHERE id = $1)))),
		     d6 AS (DELETE FROM notifications WHERE user_id = $1),
		     d7 AS (DELETE FROM digest_items WHERE user_id = $1),
		     d8 AS (DELETE FROM notification_digests WHERE user_id = $1),
		     d9 AS (DELETE FROM notification_preferences WHERE user_id = $1),
		     d10 AS (DELETE FROM availability_days WHERE user_id = $1),
		     d11 AS (DELETE FROM availability_windows WHERE user_id = $1),
		     d12 AS (DELETE FROM unavailable_dates WHERE user_id = $1),
		     d13 AS (DELETE FROM preferences WHERE user_id = $1),
		     d14 AS (DELETE FROM pto_requests WHERE user_id = $1),
		     d15 AS (DELETE FROM user_pins WHERE user_id = $1),
		     d16 AS (DELETE FROM password_resets WHERE user_id = $1),
		     d17 AS (DELETE FROM personal_data_links WHERE user_id = $1 OR actor_id = $1),
		     d18 AS (DELETE FROM manager_locations WHERE user_id = $1),
		     -- The leave ledger stays, as payroll records: its numbers and dates; the
		     -- reasons people wrote go (an adjustment keeps "-", as it must have one).
		     d19 AS (DELETE FROM leave_profiles WHERE user_id = $1),
		     d20 AS (DELETE FROM leave_policy_assignments WHERE user_id = $1),
		     d21 AS (UPDATE leave_ledger SET reason = CASE WHEN kind = 'adjustment' THEN '-' ELSE '' END
		             WHERE user_id = $1 AND reason <> '')
		SELECT count(*) FROM u`, id, name, email, at)
	return err
}

// EraseAuditWords replaces, in the audit entries by or about the person or holding their
// old name or e-mail as a value, those words with the new ones, and returns how many
// entries it rewrote. The entries keep who, what and when: only their words change. It
// runs as the table's owner (erase_audit_words, migration 0049), because the server's
// role may not otherwise change the trail.
func (q Q) EraseAuditWords(ctx context.Context, person int64, oldName, oldEmail, name, email string) (int64, error) {
	var n int64
	err := q.get(ctx, &n, nil, `SELECT erase_audit_words($1, $2, $3, $4, $5)`, person, oldName, oldEmail, name, email)
	return n, err
}

// RemoveKeptRecords removes, of every erased person, the time records (with their
// breaks and corrections) whose clock-in is before before, the timesheet approvals
// whose period ended before it and the leave ledger rows dated before it; it returns
// how many time records and approvals went.
// Set-based and idempotent: several instances running it at once remove each row once.
func (q Q) RemoveKeptRecords(ctx context.Context, before time.Time) (records, approvals int64, err error) {
	var n struct {
		R int64 `db:"r"`
		A int64 `db:"a"`
	}
	err = q.get(ctx, &n, nil, `
		WITH old AS (SELECT r.id FROM time_records r JOIN users u ON u.id = r.user_id
		             WHERE u.erased_at IS NOT NULL AND r.clock_in_at < $1 FOR UPDATE OF r SKIP LOCKED),
		     b AS (DELETE FROM time_breaks WHERE record_id IN (SELECT id FROM old)),
		     c AS (DELETE FROM time_corrections WHERE record_id IN (SELECT id FROM old)),
		     r AS (DELETE FROM time_records WHERE id IN (SELECT id FROM old) RETURNING 1),
		     a AS (DELETE FROM timesheet_approvals t USING users u
		           WHERE u.id = t.user_id AND u.erased_at IS NOT NULL AND t.period_end < $1::date RETURNING 1),
		     l AS (DELETE FROM leave_ledger e USING users u
		           WHERE u.id = e.user_id AND u.erased_at IS NOT NULL AND e.effective_on < $1::date)
		SELECT (SELECT count(*) FROM r) AS r, (SELECT count(*) FROM a) AS a`, before)
	return n.R, n.A, err
}

// PersonalDataRetentionYears returns how many years an erased person's time records
// and approved timesheets are kept.
func (q Q) PersonalDataRetentionYears(ctx context.Context) (int, error) {
	var n int
	err := q.get(ctx, &n, nil, `SELECT personal_data_retention_years FROM workplace_settings WHERE id`)
	return n, err
}

// SetPersonalDataRetentionYears stores how many years an erased person's kept records stay.
func (q Q) SetPersonalDataRetentionYears(ctx context.Context, years int) error {
	_, err := q.exec(ctx, `UPDATE workplace_settings SET personal_data_retention_years = $1 WHERE id`, years)
	return err
}

// CreatePersonalDataLink keeps the hash of a one-time link to person's export, made by actor.
func (q Q) CreatePersonalDataLink(ctx context.Context, hash string, actor, person int64, expires time.Time) error {
	_, err := q.exec(ctx, `
		WITH old AS (DELETE FROM personal_data_links WHERE expires_at < now())
		INSERT INTO personal_data_links (token_hash, actor_id, user_id, expires_at) VALUES ($1, $2, $3, $4)`, hash, actor, person, expires)
	return err
}

// UsePersonalDataLink removes the link with hash and returns who made it and whose
// export it opens; NotFound when there is none, or it expired before now.
func (q Q) UsePersonalDataLink(ctx context.Context, hash string, now time.Time) (actor, person int64, err error) {
	var l struct {
		Actor  int64 `db:"actor_id"`
		Person int64 `db:"user_id"`
	}
	err = q.get(ctx, &l, domain.Errorf(domain.NotFound, "This download link is not valid, was used already, or expired."), `
		DELETE FROM personal_data_links WHERE token_hash = $1 AND expires_at > $2 RETURNING actor_id, user_id`, hash, now)
	return l.Actor, l.Person, err
}

// FormerPeople returns every deleted person, newest deletion first.
func (q Q) FormerPeople(ctx context.Context) ([]ErasablePerson, error) {
	ps := []ErasablePerson{}
	err := q.sel(ctx, &ps, `
		SELECT `+userColumns+`, erased_at IS NOT NULL AS erased, false AS owner
		FROM users WHERE deleted_at IS NOT NULL ORDER BY deleted_at DESC, id DESC`)
	return ps, err
}
