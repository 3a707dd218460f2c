package config

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// testVAPID is a key pair the set-ups of these tests give.
var testVAPID, _ = NewVAPID()

// env returns a getenv of m; a variable m does not name gets the value of base, a
// development set-up with its secrets given.
func env(m map[string]string) func(string) string {
	base := map[string]string{"APP_ENV": "development", "JWT_SECRET": "mine", "MANAGER_SECRET_CODE": "ours",
		"VAPID_PUBLIC_KEY": testVAPID.PublicKey, "VAPID_PRIVATE_KEY": testVAPID.PrivateKey}
	return func(k string) string {
		if v, ok := m[k]; ok {
			return v
		}
		return base[k]
	}
}

func TestUnsafeDefaults(t *testing.T) {
	none := map[string]string{"APP_ENV": "", "JWT_SECRET": "", "MANAGER_SECRET_CODE": ""}
	t.Run("ErrNoAppEnvIsProduction", func(t *testing.T) {
		_, err := Load(env(none))
		if err == nil || !strings.Contains(err.Error(), "JWT_SECRET") {
			t.Fatalf("err = %v, want a refusal naming JWT_SECRET", err)
		}
		none["JWT_SECRET"] = strings.Repeat("k", 32)
		if _, err := Load(env(none)); err == nil || !strings.Contains(err.Error(), "MANAGER_SECRET_CODE") {
			t.Fatalf("err = %v, want a refusal naming MANAGER_SECRET_CODE", err)
		}
	})
	t.Run("OKDevelopmentGeneratesSecretsOnce", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "data")
		dev := map[string]string{"APP_ENV": "development", "JWT_SECRET": "", "MANAGER_SECRET_CODE": "", "DATA_DIR": dir}
		first, err := Load(env(dev))
		if err != nil {
			t.Fatal(err)
		}
		if len(first.JWTSecret) < 32 || len(first.ManagerCode) < 12 || first.ManagerCode == "dev-manager-code" {
			t.Fatalf("weak generated secrets: %q %q", first.JWTSecret, first.ManagerCode)
		}
		if first.Defaults["MANAGER_SECRET_CODE"] != first.ManagerCode || strings.Contains(first.Defaults["JWT_SECRET"], string(first.JWTSecret)) {
			t.Fatalf("the manager code is printed, the JWT secret is not: %v", first.Defaults)
		}
		st, err := os.Stat(filepath.Join(dir, "dev-secrets.json"))
		if err != nil || st.Mode().Perm() != 0o600 {
			t.Fatalf("secrets file: %v %v", st, err)
		}
		again, err := Load(env(dev))
		if err != nil || string(again.JWTSecret) != string(first.JWTSecret) || again.ManagerCode != first.ManagerCode {
			t.Fatalf("a restart made new secrets: %v", err)
		}
		other, _ := Load(env(map[string]string{"APP_ENV": "development", "JWT_SECRET": "", "MANAGER_SECRET_CODE": "", "DATA_DIR": t.TempDir()}))
		if string(other.JWTSecret) == string(first.JWTSecret) || other.ManagerCode == first.ManagerCode {
			t.Fatal("two data folders got the same secrets")
		}
	})
	t.Run("ErrProductionNeedsVAPIDKeys", func(t *testing.T) {
		prod := map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 32), "MANAGER_SECRET_CODE": "twelve-chars",
			"VAPID_PUBLIC_KEY": "", "VAPID_PRIVATE_KEY": "", "DATA_DIR": t.TempDir()}
		if _, err := Load(env(prod)); err == nil || !strings.Contains(err.Error(), "VAPID_PUBLIC_KEY") {
			t.Fatalf("err = %v, want a refusal naming VAPID_PUBLIC_KEY", err)
		}
		prod["VAPID_PUBLIC_KEY"], prod["VAPID_PRIVATE_KEY"] = testVAPID.PublicKey, "not-a-key"
		if _, err := Load(env(prod)); err == nil || !strings.Contains(err.Error(), "VAPID_PRIVATE_KEY") {
			t.Fatalf("err = %v, want a refusal of a malformed key", err)
		}
	})
	t.Run("OKDevelopmentGeneratesVAPIDKeysOnce", func(t *testing.T) {
		dev := map[string]string{"VAPID_PUBLIC_KEY": "", "VAPID_PRIVATE_KEY": "", "DATA_DIR": t.TempDir()}
		first, err := Load(env(dev))
		if err != nil || !validVAPID(first.VAPID) || first.VAPID.Subject != first.AppURL {
			t.Fatalf("first start: %+v %v", first.VAPID, err)
		}
		again, err := Load(env(dev))
		if err != nil || again.VAPID != first.VAPID {
			t.Fatalf("a restart made new VAPID keys (every device would lose its notifications): %v", err)
		}
	})
	t.Run("ErrDamagedSecretsFile", func(t *testing.T) {
		dir := t.TempDir()
		os.WriteFile(filepath.Join(dir, "dev-secrets.json"), []byte("{"), 0o600)
		_, err := Load(env(map[string]string{"JWT_SECRET": "", "DATA_DIR": dir}))
		if err == nil || !strings.Contains(err.Error(), "delete the file") {
			t.Fatalf("err = %v", err)
		}
	})
}

func TestLoad(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		wantErr string
		check   func(t *testing.T, c Config)
	}{
		{name: "OKDefaults", env: map[string]string{}, check: func(t *testing.T, c Config) {
			if c.Port != 8080 || c.AppURL != "http://localhost:8080" || c.DataDir != ".data" {
				t.Errorf("defaults not applied: %+v", c)
			}
		}},
		{name: "ErrProductionNeedsStrongSecret", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": "short", "MANAGER_SECRET_CODE": "x"}, wantErr: "JWT_SECRET"},
		{name: "ErrProductionNeedsManagerCode", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 32), "MANAGER_SECRET_CODE": ""}, wantErr: "MANAGER_SECRET_CODE"},
		{name: "OKProduction", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 32), "MANAGER_SECRET_CODE": "twelve-chars"}, check: func(t *testing.T, c Config) {
			if len(c.Defaults) != 0 {
				t.Errorf("production got defaults %v", c.Defaults)
			}
		}},
		{name: "ErrProductionNeedsAStrongManagerCode", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 32), "MANAGER_SECRET_CODE": "abc"}, wantErr: "MANAGER_SECRET_CODE must be at least 12 characters"},
		{name: "ErrProductionManagerCodeOneShort", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 32), "MANAGER_SECRET_CODE": "eleven-char"}, wantErr: "MANAGER_SECRET_CODE"},
		{name: "ErrProductionRefusesPrivateWebhooks", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 32), "MANAGER_SECRET_CODE": "twelve-chars", "WEBHOOK_ALLOW_PRIVATE": "on"}, wantErr: "WEBHOOK_ALLOW_PRIVATE"},
		{name: "OKProductionWebhookAllowPrivateOff", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 32), "MANAGER_SECRET_CODE": "twelve-chars", "WEBHOOK_ALLOW_PRIVATE": "off"}, check: func(t *testing.T, c Config) {
			if c.WebhookAllowPrivate {
				t.Error("WEBHOOK_ALLOW_PRIVATE=off read as on")
			}
		}},
		{name: "ErrProductionJWTSecretOneByteShort", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 31), "MANAGER_SECRET_CODE": "m"}, wantErr: "JWT_SECRET"},
		{name: "ErrProductionNoJWTSecret", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": "", "MANAGER_SECRET_CODE": "m"}, wantErr: "JWT_SECRET"},
		{name: "OKDevelopmentKeepsGivenSecrets", env: map[string]string{"JWT_SECRET": "mine", "MANAGER_SECRET_CODE": "ours"}, check: func(t *testing.T, c Config) {
			if string(c.JWTSecret) != "mine" || c.ManagerCode != "ours" || len(c.Defaults) != 0 {
				t.Errorf("given values replaced: %+v", c)
			}
		}},
		{name: "OKAppURLTrimmed", env: map[string]string{"APP_URL": "https://shifts.example.com/", "PORT": "9000"}, check: func(t *testing.T, c Config) {
			if c.AppURL != "https://shifts.example.com" || c.Port != 9000 {
				t.Errorf("AppURL = %q, Port = %d", c.AppURL, c.Port)
			}
		}},
		{name: "OKAppURLDefaultFollowsPort", env: map[string]string{"PORT": "9000"}, check: func(t *testing.T, c Config) {
			if c.AppURL != "http://localhost:9000" {
				t.Errorf("AppURL = %q", c.AppURL)
			}
		}},
		{name: "ErrBadAppURL", env: map[string]string{"APP_URL": "shifts.example.com"}, wantErr: "APP_URL"},
		{name: "OKTimeZone", env: map[string]string{"WORKPLACE_TZ": "Europe/Berlin"}, check: func(t *testing.T, c Config) {
			if c.Workplace.String() != "Europe/Berlin" {
				t.Errorf("Workplace = %v", c.Workplace)
			}
		}},
		{name: "OKCORSAnyOrigin", env: map[string]string{"CORS_ORIGINS": "*"}, check: func(t *testing.T, c Config) {
			if len(c.CORSOrigins) != 0 {
				t.Errorf("CORSOrigins = %v", c.CORSOrigins)
			}
		}},
		{name: "OKSMTP", env: map[string]string{"SMTP_URL": "smtps://u:p@mail.example.com:465", "MAIL_FROM": "Shifts <s@example.com>"}, check: func(t *testing.T, c Config) {
			if c.SMTPURL == "" || c.MailFrom != "Shifts <s@example.com>" {
				t.Errorf("mail settings = %q %q", c.SMTPURL, c.MailFrom)
			}
		}},
		{name: "OKTrustedProxies", env: map[string]string{"TRUSTED_PROXIES": "10.0.0.0/8, 127.0.0.1,::1"}, check: func(t *testing.T, c Config) {
			if len(c.TrustedProxies) != 3 || c.TrustedProxies[0].String() != "10.0.0.0/8" || c.TrustedProxies[1].String() != "127.0.0.1/32" {
				t.Errorf("TrustedProxies = %v", c.TrustedProxies)
			}
		}},
		{name: "ErrBadTrustedProxies", env: map[string]string{"TRUSTED_PROXIES": "10.0.0.0/8, proxy.local"}, wantErr: "TRUSTED_PROXIES"},
		{name: "OKReadCacheDefault", env: map[string]string{}, check: func(t *testing.T, c Config) {
			if c.ReadCacheMB != 64 || c.PollCacheMB != 16 {
				t.Errorf("ReadCacheMB = %d, PollCacheMB = %d", c.ReadCacheMB, c.PollCacheMB)
			}
		}},
		{name: "OKReadCacheOff", env: map[string]string{"READ_CACHE_MB": "0"}, check: func(t *testing.T, c Config) {
			if c.ReadCacheMB != 0 {
				t.Errorf("ReadCacheMB = %d", c.ReadCacheMB)
			}
		}},
		{name: "ErrBadReadCache", env: map[string]string{"READ_CACHE_MB": "-1"}, wantErr: "READ_CACHE_MB"},
		{name: "OKPollCacheOff", env: map[string]string{"POLL_CACHE_MB": "0"}, check: func(t *testing.T, c Config) {
			if c.PollCacheMB != 0 || c.ReadCacheMB != 64 {
				t.Errorf("PollCacheMB = %d, ReadCacheMB = %d", c.PollCacheMB, c.ReadCacheMB)
			}
		}},
		{name: "ErrBadPollCache", env: map[string]string{"POLL_CACHE_MB": "lots"}, wantErr: "POLL_CACHE_MB"},
		{name: "OKTokenBudgetByDefault", env: map[string]string{}, check: func(t *testing.T, c Config) {
			if c.APITokenCostPerHour != DefaultAPITokenCostPerHour {
				t.Errorf("APITokenCostPerHour = %d", c.APITokenCostPerHour)
			}
		}},
		{name: "OKTokenBudgetSet", env: map[string]string{"API_TOKEN_COST_PER_HOUR": "5000"}, check: func(t *testing.T, c Config) {
			if c.APITokenCostPerHour != 5000 {
				t.Errorf("APITokenCostPerHour = %d", c.APITokenCostPerHour)
			}
		}},
		{name: "ErrBadTokenBudget", env: map[string]string{"API_TOKEN_COST_PER_HOUR": "-5"}, wantErr: "API_TOKEN_COST_PER_HOUR"},
		{name: "OKWebhooksRefusePrivateByDefault", env: map[string]string{}, check: func(t *testing.T, c Config) {
			if c.WebhookAllowPrivate {
				t.Error("private webhook addresses allowed by default")
			}
		}},
		{name: "OKWebhooksAllowPrivate", env: map[string]string{"WEBHOOK_ALLOW_PRIVATE": "on"}, check: func(t *testing.T, c Config) {
			if !c.WebhookAllowPrivate {
				t.Error("WEBHOOK_ALLOW_PRIVATE=on ignored")
			}
		}},
		{name: "ErrProductionRefusesRateLimitsOff", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 32), "MANAGER_SECRET_CODE": "twelve-chars", "RATE_LIMITS": "off"}, wantErr: "RATE_LIMITS=off"},
		{name: "ErrProductionRefusesPprof", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 32), "MANAGER_SECRET_CODE": "twelve-chars", "PPROF_ADDR": "127.0.0.1:6060"}, wantErr: "PPROF_ADDR"},
		{name: "OKDevelopmentSwitches", env: map[string]string{"RATE_LIMITS": "off", "PPROF_ADDR": " 127.0.0.1:6060 "}, check: func(t *testing.T, c Config) {
			if !c.RateLimitsOff || c.PprofAddr != "127.0.0.1:6060" {
				t.Errorf("RateLimitsOff = %v, PprofAddr = %q", c.RateLimitsOff, c.PprofAddr)
			}
		}},
		{name: "OKMetricsOffByDefault", env: map[string]string{}, check: func(t *testing.T, c Config) {
			if c.MetricsAddr != "" {
				t.Errorf("MetricsAddr = %q", c.MetricsAddr)
			}
		}},
		{name: "OKMetricsInProduction", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 32), "MANAGER_SECRET_CODE": "twelve-chars", "DATA_DIR": t.TempDir(), "METRICS_ADDR": " 10.0.0.5:9464 "}, check: func(t *testing.T, c Config) {
			if c.MetricsAddr != "10.0.0.5:9464" {
				t.Errorf("MetricsAddr = %q", c.MetricsAddr)
			}
		}},
		{name: "ErrMetricsOnTheAppsPort", env: map[string]string{"PORT": "8081", "METRICS_ADDR": "127.0.0.1:8081"}, wantErr: "METRICS_ADDR"},
		{name: "ErrMetricsOnTheDefaultPort", env: map[string]string{"METRICS_ADDR": ":8080"}, wantErr: "app's port"},
		{name: "ErrMetricsWithoutPort", env: map[string]string{"METRICS_ADDR": "127.0.0.1"}, wantErr: "METRICS_ADDR"},
		{name: "ErrBadWebhookAllowPrivate", env: map[string]string{"WEBHOOK_ALLOW_PRIVATE": "maybe"}, wantErr: "WEBHOOK_ALLOW_PRIVATE"},
		{name: "ErrBadPort", env: map[string]string{"PORT": "http"}, wantErr: "PORT"},
		{name: "ErrBadEnv", env: map[string]string{"APP_ENV": "staging"}, wantErr: "APP_ENV"},
		{name: "ErrBadTimeZone", env: map[string]string{"WORKPLACE_TZ": "Mars/Olympus"}, wantErr: "WORKPLACE_TZ"},
		{name: "ErrBadSMTP", env: map[string]string{"SMTP_URL": "mail.example.com"}, wantErr: "SMTP_URL"},
		{name: "OKCORSList", env: map[string]string{"CORS_ORIGINS": "https://a.example, https://b.example/"}, check: func(t *testing.T, c Config) {
			if len(c.CORSOrigins) != 2 || c.CORSOrigins[1] != "https://b.example" {
				t.Errorf("CORSOrigins = %v", c.CORSOrigins)
			}
		}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c, err := Load(env(tc.env))
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("err = %v, want one naming %s", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			tc.check(t, c)
		})
	}
}

// Seeding reads the database and the time zone, and needs none of the server's secrets.
func TestForSeed(t *testing.T) {
	t.Run("OKWithoutSecrets", func(t *testing.T) {
		dir := filepath.Join(t.TempDir(), "data")
		cfg, err := ForSeed(func(k string) string {
			return map[string]string{"DATABASE_URL": "postgres://db", "WORKPLACE_TZ": "Europe/Berlin", "DATA_DIR": dir, "WEBHOOK_ALLOW_PRIVATE": "on"}[k]
		})
		if err != nil {
			t.Fatal(err)
		}
		if cfg.DatabaseURL != "postgres://db" || cfg.Workplace.String() != "Europe/Berlin" || len(cfg.Defaults) != 0 {
			t.Fatalf("got %q %v %v", cfg.DatabaseURL, cfg.Workplace, cfg.Defaults)
		}
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			t.Fatalf("seeding wrote development secrets: %v", err)
		}
	})
}
