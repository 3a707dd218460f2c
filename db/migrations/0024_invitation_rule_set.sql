-- A staff file can name each person's rule set: the invitation keeps it and accepting
-- gives it to the new account. NULL: the default. Deleting the rule set meanwhile puts
-- the person on the default rather than holding the deletion up.
ALTER TABLE invitations ADD COLUMN rule_set_id bigint REFERENCES rule_sets (id) ON DELETE SET NULL;
