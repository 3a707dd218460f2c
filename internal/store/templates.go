package store

import (
	"context"

	"github.com/lib/pq"

	"github.com/shiftsched/shiftsched/internal/domain"
)

// ErrTemplateNotFound is the answer for a template that does not exist.
var ErrTemplateNotFound = domain.Errorf(domain.NotFound, "Template not found.")

const templateSelect = `
	SELECT t.id, t.name, t.created_at, t.updated_at,
	       (SELECT count(*) FROM template_shifts ts WHERE ts.template_id = t.id) AS shift_count
	FROM schedule_templates t`

func templateNameTaken(err error) error {
	if IsUniqueViolation(err, "schedule_templates_name_key") {
		return domain.Errorf(domain.Invalid, "A template with this name already exists.")
	}
	return err
}

// InsertTemplate stores a template and its shifts.
func (q Q) InsertTemplate(ctx context.Context, name string, shifts []domain.TemplateShift) (int64, error) {
	var id int64
	if err := q.get(ctx, &id, nil, `INSERT INTO schedule_templates (name) VALUES ($1) RETURNING id`, name); err != nil {
		return 0, templateNameTaken(err)
	}
	if len(shifts) == 0 {
		return id, nil
	}
	var days []string
	var users, starts, ends, positions, positionIDs, locationIDs, typeIDs []int64
	for _, s := range shifts {
		days = append(days, string(s.DayKey))
		var u int64
		if s.UserID != nil {
			u = *s.UserID
		}
		users = append(users, u)
		starts = append(starts, int64(s.StartTime))
		ends = append(ends, int64(s.EndTime))
		positions = append(positions, int64(s.Position))
		positionIDs = append(positionIDs, orZero(s.PositionID))
		locationIDs = append(locationIDs, orZero(s.LocationID))
		typeIDs = append(typeIDs, orZero(s.ShiftTypeID))
	}
	_, err := q.exec(ctx, `
		INSERT INTO template_shifts (template_id, day_key, user_id, start_minute, end_minute, position,
		                             position_id, location_id, shift_type_id)
		SELECT $1, v.day_key, NULLIF(v.user_id, 0), v.start_minute, v.end_minute, v.position,
		       NULLIF(v.position_id, 0), NULLIF(v.location_id, 0), NULLIF(v.shift_type_id, 0)
		FROM unnest($2::text[], $3::bigint[], $4::smallint[], $5::smallint[], $6::integer[], $7::bigint[], $8::bigint[], $9::bigint[])
		     AS v (day_key, user_id, start_minute, end_minute, position, position_id, location_id, shift_type_id)`,
		id, pq.Array(days), pq.Array(users), pq.Array(starts), pq.Array(ends), pq.Array(positions),
		pq.Array(positionIDs), pq.Array(locationIDs), pq.Array(typeIDs))
	return id, err
}

// TemplateByID returns a template; ErrTemplateNotFound when there is none.
func (q Q) TemplateByID(ctx context.Context, id int64) (*domain.Template, error) {
	var t domain.Template
	err := q.get(ctx, &t, ErrTemplateNotFound, templateSelect+` WHERE t.id = $1`, id)
	return &t, err
}

// Templates returns every template, by name.
func (q Q) Templates(ctx context.Context) ([]domain.Template, error) {
	out := []domain.Template{}
	err := q.sel(ctx, &out, templateSelect+` ORDER BY lower(t.name), t.id`)
	return out, err
}

// TemplateShifts returns a template's shifts in week order.
func (q Q) TemplateShifts(ctx context.Context, id int64) ([]domain.TemplateShift, error) {
	out := []domain.TemplateShift{}
	err := q.sel(ctx, &out, `
		SELECT day_key, user_id, start_minute, end_minute, position, position_id, location_id, shift_type_id FROM template_shifts
		WHERE template_id = $1
		ORDER BY array_position(ARRAY['friday','saturday','sunday','monday','tuesday','wednesday','thursday'], day_key),
		         start_minute, position, id`, id)
	return out, err
}

// RenameTemplate renames a template; ErrTemplateNotFound when there is none.
func (q Q) RenameTemplate(ctx context.Context, id int64, name string) error {
	n, err := q.exec(ctx, `UPDATE schedule_templates SET name = $2, updated_at = now() WHERE id = $1`, id, name)
	if err != nil {
		return templateNameTaken(err)
	}
	if n == 0 {
		return ErrTemplateNotFound
	}
	return nil
}

// DeleteTemplate removes a template; ErrTemplateNotFound when there is none.
func (q Q) DeleteTemplate(ctx context.Context, id int64) error {
	n, err := q.exec(ctx, `DELETE FROM schedule_templates WHERE id = $1`, id)
	if err == nil && n == 0 {
		return ErrTemplateNotFound
	}
	return err
}
