-- Languages: each person may pick the language of their screens, e-mails and
-- notifications, and a 12- or 24-hour clock; NULL means "not chosen" (the browser's
-- language, else the workplace's default; the clock then follows the language). The
-- workplace's default language is what a manager sets for people who chose none.

ALTER TABLE users
    ADD COLUMN language text CHECK (language IN ('en', 'es', 'de', 'fr', 'ar')),
    ADD COLUMN clock    smallint CHECK (clock IN (12, 24));

ALTER TABLE workplace_settings
    ADD COLUMN default_language text NOT NULL DEFAULT 'en' CHECK (default_language IN ('en', 'es', 'de', 'fr', 'ar'));
