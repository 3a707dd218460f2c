-- What a workplace says of itself: its name (invitations and e-mails say "join
-- <name>"; empty until a manager gives one), the currency its rates, costs and payroll
-- are in (an ISO 4217 code), and its time zone (an IANA name; NULL keeps the server's
-- WORKPLACE_TZ, so an install that set only the variable goes on as it was).
ALTER TABLE workplace_settings
    ADD COLUMN name      text NOT NULL DEFAULT '' CHECK (length(name) <= 100),
    ADD COLUMN currency  text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$'),
    ADD COLUMN time_zone text CHECK (time_zone <> '');
