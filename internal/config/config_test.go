package config

import (
	"strings"
	"testing"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestLoad(t *testing.T) {
	tests := []struct {
		name    string
		env     map[string]string
		wantErr string
		check   func(t *testing.T, c Config)
	}{
		{name: "DevelopmentDefaults", env: map[string]string{}, check: func(t *testing.T, c Config) {
			if c.Port != 8080 || c.ManagerCode != devManagerCode || string(c.JWTSecret) != devJWTSecret {
				t.Errorf("defaults not applied: %+v", c)
			}
			if c.Defaults["MANAGER_SECRET_CODE"] == "" || c.AppURL != "http://localhost:8080" {
				t.Errorf("defaults not reported: %+v", c.Defaults)
			}
		}},
		{name: "ProductionNeedsStrongSecret", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": "short", "MANAGER_SECRET_CODE": "x"}, wantErr: "JWT_SECRET"},
		{name: "ProductionNeedsManagerCode", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 32)}, wantErr: "MANAGER_SECRET_CODE"},
		{name: "ProductionOK", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 32), "MANAGER_SECRET_CODE": "m"}, check: func(t *testing.T, c Config) {
			if len(c.Defaults) != 0 {
				t.Errorf("production got defaults %v", c.Defaults)
			}
		}},
		{name: "ProductionJWTSecretOneByteShort", env: map[string]string{"APP_ENV": "production", "JWT_SECRET": strings.Repeat("k", 31), "MANAGER_SECRET_CODE": "m"}, wantErr: "JWT_SECRET"},
		{name: "ProductionNoJWTSecret", env: map[string]string{"APP_ENV": "production", "MANAGER_SECRET_CODE": "m"}, wantErr: "JWT_SECRET"},
		{name: "DevelopmentKeepsGivenSecrets", env: map[string]string{"JWT_SECRET": "mine", "MANAGER_SECRET_CODE": "ours"}, check: func(t *testing.T, c Config) {
			if string(c.JWTSecret) != "mine" || c.ManagerCode != "ours" || len(c.Defaults) != 0 {
				t.Errorf("given values replaced: %+v", c)
			}
		}},
		{name: "AppURLTrimmed", env: map[string]string{"APP_URL": "https://shifts.example.com/", "PORT": "9000"}, check: func(t *testing.T, c Config) {
			if c.AppURL != "https://shifts.example.com" || c.Port != 9000 {
				t.Errorf("AppURL = %q, Port = %d", c.AppURL, c.Port)
			}
		}},
		{name: "AppURLDefaultFollowsPort", env: map[string]string{"PORT": "9000"}, check: func(t *testing.T, c Config) {
			if c.AppURL != "http://localhost:9000" {
				t.Errorf("AppURL = %q", c.AppURL)
			}
		}},
		{name: "BadAppURL", env: map[string]string{"APP_URL": "shifts.example.com"}, wantErr: "APP_URL"},
		{name: "TimeZone", env: map[string]string{"WORKPLACE_TZ": "Europe/Berlin"}, check: func(t *testing.T, c Config) {
			if c.Workplace.String() != "Europe/Berlin" {
				t.Errorf("Workplace = %v", c.Workplace)
			}
		}},
		{name: "CORSAnyOrigin", env: map[string]string{"CORS_ORIGINS": "*"}, check: func(t *testing.T, c Config) {
			if len(c.CORSOrigins) != 0 {
				t.Errorf("CORSOrigins = %v", c.CORSOrigins)
			}
		}},
		{name: "SMTP", env: map[string]string{"SMTP_URL": "smtps://u:p@mail.example.com:465", "MAIL_FROM": "Shifts <s@example.com>"}, check: func(t *testing.T, c Config) {
			if c.SMTPURL == "" || c.MailFrom != "Shifts <s@example.com>" {
				t.Errorf("mail settings = %q %q", c.SMTPURL, c.MailFrom)
			}
		}},
		{name: "BadPort", env: map[string]string{"PORT": "http"}, wantErr: "PORT"},
		{name: "BadEnv", env: map[string]string{"APP_ENV": "staging"}, wantErr: "APP_ENV"},
		{name: "BadTimeZone", env: map[string]string{"WORKPLACE_TZ": "Mars/Olympus"}, wantErr: "WORKPLACE_TZ"},
		{name: "BadSMTP", env: map[string]string{"SMTP_URL": "mail.example.com"}, wantErr: "SMTP_URL"},
		{name: "CORSList", env: map[string]string{"CORS_ORIGINS": "https://a.example, https://b.example/"}, check: func(t *testing.T, c Config) {
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
