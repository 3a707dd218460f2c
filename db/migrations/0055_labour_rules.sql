-- Labour rules (internal/labour): breaks, minors, rest, the average week, the posting
-- deadline, clopenings and premiums, carried by each rule set as one JSON object beside
-- its work rules, so that the conflict engine reads them with the rule sets it already
-- reads (no statement more). The labour package checks the shape; labour_preset names
-- the preset last applied (a starting point the manager may have changed since).
-- Adding a column with a constant default rewrites nothing (PostgreSQL 11+).
ALTER TABLE rule_sets
    ADD COLUMN labour jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(labour) = 'object'),
    ADD COLUMN labour_preset text CHECK (length(labour_preset) BETWEEN 1 AND 50);

-- A person's birth date, for the rules for minors: personal data, seen by the managers
-- who reach the person, exported with their personal data and blanked on erasure.
ALTER TABLE users
    ADD COLUMN birth_date date CHECK (birth_date >= DATE '1900-01-01');
