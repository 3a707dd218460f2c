package config

import "os"

// FromEnv builds the server's Config from the process environment: the one place the
// server's code reads it.
func FromEnv() (Config, error) { return Load(os.Getenv) }

// DatabaseURLFromEnv is DATABASE_URL, for the commands that need the database only
// (shiftsched migrate).
func DatabaseURLFromEnv() string { return os.Getenv("DATABASE_URL") }

// ForSeedFromEnv builds the Config of shiftsched seed from the process environment.
func ForSeedFromEnv() (Config, error) { return ForSeed(os.Getenv) }

// ForSeed builds the Config of shiftsched seed from getenv. Seeding needs the database
// and the time zone only, never the server's secrets: it loads as production with
// stand-ins for them, whatever the environment says, so that it neither needs them nor
// writes development secrets to DATA_DIR.
func ForSeed(getenv func(string) string) (Config, error) {
	unused, err := NewVAPID()
	if err != nil {
		return Config{}, err
	}
	standIns := map[string]string{
		"APP_ENV": "production", "JWT_SECRET": "seed-does-not-sign-tokens-seed-does-not-sign",
		"MANAGER_SECRET_CODE": "seed-does-not-register-anyone", "WEBHOOK_ALLOW_PRIVATE": "",
		"VAPID_PUBLIC_KEY": unused.PublicKey, "VAPID_PRIVATE_KEY": unused.PrivateKey, "VAPID_SUBJECT": "",
	}
	return Load(func(k string) string {
		if v, ok := standIns[k]; ok {
			return v
		}
		return getenv(k)
	})
}
