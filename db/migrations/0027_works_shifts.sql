-- Whether a person is on the rota: a row in the week editor, someone a shift can be given
-- to, and someone open shifts are offered to. Employees work shifts; managers who were
-- here before the setting existed did not, so they start off it and can turn it on.
ALTER TABLE users ADD COLUMN works_shifts boolean NOT NULL DEFAULT true;
UPDATE users SET works_shifts = false WHERE role = 'manager';
