// Package config reads the server's configuration from the environment.
package config

import (
	"errors"
	"fmt"
	"net"
	"net/netip"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Config is everything the server reads from its environment.
type Config struct {
	DatabaseURL string         // DATABASE_URL
	Port        int            // PORT, default 8080
	JWTSecret   []byte         // JWT_SECRET; production: at least 32 bytes
	ManagerCode string         // MANAGER_SECRET_CODE; production: at least 12 characters
	AppURL      string         // APP_URL, base of links in e-mails
	SMTPURL     string         // SMTP_URL, e.g. smtp://user:pass@host:587; empty: mail goes to the log
	MailFrom    string         // MAIL_FROM
	SMTPTLS     string         // SMTP_TLS: off | required; unset: STARTTLS when offered (checked by mail.NewSMTPSender)
	CORSOrigins []string       // CORS_ORIGINS, comma-separated; empty or "*": any origin
	Env         string         // APP_ENV: development | production (the default)
	DataDir     string         // DATA_DIR, default .data: where development keeps its generated secrets
	Workplace   *time.Location // WORKPLACE_TZ, default UTC: whose "today" counts
	// TrustedProxies are the addresses (TRUSTED_PROXIES, comma-separated CIDRs or
	// addresses) whose X-Forwarded-For is believed; empty: the header is ignored.
	TrustedProxies []netip.Prefix
	// GRAPHQL_INTROSPECTION and GRAPHQL_IDE: on (default) or off. Integrators use both;
	// a deployment that wants to show less can turn them off.
	Introspection, IDE bool
	// ReadCacheMB (READ_CACHE_MB, default 64) bounds the memory of cached week and month
	// answers; 0 turns the cache off (the benchmark measures the uncached path so).
	ReadCacheMB int
	// PollCacheMB (POLL_CACHE_MB, default 16) bounds the memory of the notifications
	// polls kept per signed-in user; 0 turns that cache off.
	PollCacheMB int
	// WebhookAllowPrivate (WEBHOOK_ALLOW_PRIVATE, default off) lets webhooks reach
	// loopback, private and link-local addresses, and plain http: tests and development
	// (refused in production).
	WebhookAllowPrivate bool
	// RateLimitsOff (RATE_LIMITS=off) turns the per-client limits off, for benchmarks in
	// development (refused in production).
	RateLimitsOff bool
	// PprofAddr (PPROF_ADDR) is where Go's profiling endpoints are served, for profiling
	// in development (refused in production); empty: nowhere.
	PprofAddr string
	// MetricsAddr (METRICS_ADDR, e.g. 127.0.0.1:9464) is where the Prometheus metrics
	// are served, on a listener of their own; empty (the default): nowhere. Allowed in
	// production, since operators scrape it; it must stay on a private interface.
	MetricsAddr string
	// APITokenCostPerHour (API_TOKEN_COST_PER_HOUR, default DefaultAPITokenCostPerHour)
	// is the GraphQL query cost each personal API token may spend per hour
	// (docs/api/tokens-and-limits.md#rate-limits-for-api-tokens); 0 turns the budget off.
	APITokenCostPerHour int64
	// VAPID signs Web Push messages (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT);
	// production: required.
	VAPID VAPID
	// GoGC and GoMemLimit are GOGC and GOMEMLIMIT as set, which the Go runtime reads
	// itself; the server tunes its garbage collector only where they are empty.
	GoGC, GoMemLimit string

	// Defaults names the variables that were missing and got a development default, with
	// the value used, so that the server can print them once.
	Defaults map[string]string
}

// DefaultAPITokenCostPerHour is 50 of the web client's costliest document (the month,
// about 20,000) an hour, or 20 queries at the 50,000 limit: a script syncing the month
// every few minutes fits, one crawling everything in a loop does not.
const DefaultAPITokenCostPerHour = 1_000_000

// MinManagerCodeLen is the shortest MANAGER_SECRET_CODE production accepts.
const MinManagerCodeLen = 12

// Production reports whether APP_ENV is production.
func (c Config) Production() bool { return c.Env == "production" }

// ReadCacheBytes is ReadCacheMB in bytes.
func (c Config) ReadCacheBytes() int64 { return int64(c.ReadCacheMB) << 20 }

// PollCacheBytes is PollCacheMB in bytes.
func (c Config) PollCacheBytes() int64 { return int64(c.PollCacheMB) << 20 }

// HSTS reports whether the app is served over https, so browsers should insist on it.
func (c Config) HSTS() bool { return strings.HasPrefix(c.AppURL, "https://") }

// parsePrefixes reads a comma-separated list of CIDRs or single addresses.
func parsePrefixes(list string) ([]netip.Prefix, error) {
	var out []netip.Prefix
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		if !strings.Contains(item, "/") {
			a, err := netip.ParseAddr(item)
			if err != nil {
				return nil, fmt.Errorf("TRUSTED_PROXIES: %q is not an address or a CIDR such as 10.0.0.0/8", item)
			}
			out = append(out, netip.PrefixFrom(a.Unmap(), a.Unmap().BitLen()))
			continue
		}
		p, err := netip.ParsePrefix(item)
		if err != nil {
			return nil, fmt.Errorf("TRUSTED_PROXIES: %q is not an address or a CIDR such as 10.0.0.0/8", item)
		}
		out = append(out, p.Masked())
	}
	return out, nil
}

// onOff reads a switch that is on unless set to off.
func onOff(getenv func(string) string, name string) (bool, error) {
	switch v := strings.ToLower(strings.TrimSpace(getenv(name))); v {
	case "", "on", "true", "1":
		return true, nil
	case "off", "false", "0":
		return false, nil
	default:
		return false, fmt.Errorf("%s must be on or off, not %q", name, v)
	}
}

// Load builds a Config from getenv (os.Getenv in the server: FromEnv).
func Load(getenv func(string) string) (Config, error) {
	c := Config{
		DatabaseURL: getenv("DATABASE_URL"),
		ManagerCode: getenv("MANAGER_SECRET_CODE"),
		SMTPURL:     getenv("SMTP_URL"),
		MailFrom:    getenv("MAIL_FROM"),
		SMTPTLS:     getenv("SMTP_TLS"),
		Env:         getenv("APP_ENV"),
		GoGC:        getenv("GOGC"),
		GoMemLimit:  getenv("GOMEMLIMIT"),
		Defaults:    map[string]string{},
	}
	// Only an explicit development mode gets generated secrets: a server started with no
	// settings at all must not run with secrets anybody could know.
	if c.Env == "" {
		c.Env = "production"
	}
	if c.Env != "development" && c.Env != "production" {
		return c, fmt.Errorf("APP_ENV must be development or production, not %q", c.Env)
	}
	if err := c.loadServer(getenv); err != nil {
		return c, err
	}
	if err := c.loadSwitches(getenv); err != nil {
		return c, err
	}
	if err := c.loadSecrets(getenv); err != nil {
		return c, err
	}
	err := c.loadVAPID(getenv)
	return c, err
}

// loadServer reads where the server listens, links and mails, and its caches.
func (c *Config) loadServer(getenv func(string) string) error {
	c.DataDir = getenv("DATA_DIR")
	if c.DataDir == "" {
		c.DataDir = ".data"
	}
	c.Port = 8080
	if p := getenv("PORT"); p != "" {
		n, err := strconv.Atoi(p)
		if err != nil || n < 1 || n > 65535 {
			return fmt.Errorf("PORT must be a port number, not %q", p)
		}
		c.Port = n
	}
	c.AppURL = strings.TrimRight(getenv("APP_URL"), "/")
	if c.AppURL == "" {
		c.AppURL = fmt.Sprintf("http://localhost:%d", c.Port)
	} else if u, err := url.Parse(c.AppURL); err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		return fmt.Errorf("APP_URL must be an http(s) URL, not %q", c.AppURL)
	}
	if c.MailFrom == "" {
		c.MailFrom = "Shiftsched <no-reply@localhost>"
	}
	for _, o := range strings.Split(getenv("CORS_ORIGINS"), ",") {
		if o = strings.TrimSpace(o); o != "" && o != "*" {
			c.CORSOrigins = append(c.CORSOrigins, strings.TrimRight(o, "/"))
		}
	}
	c.Workplace = time.UTC
	if tz := getenv("WORKPLACE_TZ"); tz != "" {
		loc, err := time.LoadLocation(tz)
		if err != nil {
			return fmt.Errorf("WORKPLACE_TZ: %w", err)
		}
		c.Workplace = loc
	}
	for _, mb := range []struct {
		name string
		into *int
		def  int
	}{{"READ_CACHE_MB", &c.ReadCacheMB, 64}, {"POLL_CACHE_MB", &c.PollCacheMB, 16}} {
		*mb.into = mb.def
		if v := getenv(mb.name); v != "" {
			n, err := strconv.Atoi(strings.TrimSpace(v))
			if err != nil || n < 0 || n > 1<<16 {
				return fmt.Errorf("%s must be a number of megabytes (0 turns the cache off), not %q", mb.name, v)
			}
			*mb.into = n
		}
	}
	c.APITokenCostPerHour = DefaultAPITokenCostPerHour
	if v := getenv("API_TOKEN_COST_PER_HOUR"); v != "" {
		n, err := strconv.ParseInt(strings.TrimSpace(v), 10, 64)
		if err != nil || n < 0 {
			return fmt.Errorf("API_TOKEN_COST_PER_HOUR must be a whole number of cost units (0 turns the budget off), not %q", v)
		}
		c.APITokenCostPerHour = n
	}
	if c.SMTPURL != "" {
		if u, err := url.Parse(c.SMTPURL); err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" {
			return errors.New("SMTP_URL must look like smtp://user:password@host:587 or smtps://...:465")
		}
	}
	return nil
}

// loadSwitches reads the settings that turn features on or off.
func (c *Config) loadSwitches(getenv func(string) string) error {
	var err error
	if c.TrustedProxies, err = parsePrefixes(getenv("TRUSTED_PROXIES")); err != nil {
		return err
	}
	if c.Introspection, err = onOff(getenv, "GRAPHQL_INTROSPECTION"); err != nil {
		return err
	}
	if c.IDE, err = onOff(getenv, "GRAPHQL_IDE"); err != nil {
		return err
	}
	if v := getenv("WEBHOOK_ALLOW_PRIVATE"); v != "" {
		if c.WebhookAllowPrivate, err = onOff(getenv, "WEBHOOK_ALLOW_PRIVATE"); err != nil {
			return err
		}
	}
	c.RateLimitsOff = getenv("RATE_LIMITS") == "off"
	c.PprofAddr = strings.TrimSpace(getenv("PPROF_ADDR"))
	return c.loadMetricsAddr(getenv)
}

// loadMetricsAddr reads METRICS_ADDR: a host and port that is never the app's own, so
// that the metrics cannot reach the public through the app's port.
func (c *Config) loadMetricsAddr(getenv func(string) string) error {
	c.MetricsAddr = strings.TrimSpace(getenv("METRICS_ADDR"))
	if c.MetricsAddr == "" {
		return nil
	}
	_, port, err := net.SplitHostPort(c.MetricsAddr)
	n, perr := strconv.Atoi(port)
	if err != nil || perr != nil || n < 1 || n > 65535 {
		return fmt.Errorf("METRICS_ADDR must be a host and port such as 127.0.0.1:9464, not %q", c.MetricsAddr)
	}
	if n == c.Port {
		return fmt.Errorf("METRICS_ADDR must not use the app's port %d: the metrics are for operators, on an address of their own", c.Port)
	}
	return nil
}

// loadSecrets reads the JWT secret and manager code: required in production, made once
// and kept in DataDir in development.
func (c *Config) loadSecrets(getenv func(string) string) error {
	c.JWTSecret = []byte(getenv("JWT_SECRET"))
	if c.Production() {
		if len(c.JWTSecret) < 32 {
			return errors.New("JWT_SECRET must be set to at least 32 bytes of secret (e.g. openssl rand -base64 48); for a local trial set APP_ENV=development instead")
		}
		if c.ManagerCode == "" {
			return errors.New("MANAGER_SECRET_CODE must be set; for a local trial set APP_ENV=development instead")
		}
		// Whoever guesses the code can make themself a manager: guessing is rate-limited,
		// but a short code is still found in time.
		if utf8.RuneCountInString(c.ManagerCode) < MinManagerCodeLen {
			return fmt.Errorf("MANAGER_SECRET_CODE must be at least %d characters (anyone who guesses it can register as a manager), e.g. openssl rand -base64 18; for a local trial set APP_ENV=development instead", MinManagerCodeLen)
		}
		if c.WebhookAllowPrivate {
			return errors.New("WEBHOOK_ALLOW_PRIVATE=on is for tests and development only (it lets any manager make this server call addresses inside its own network); unset it in production")
		}
		if c.RateLimitsOff {
			return errors.New("RATE_LIMITS=off is for benchmarks in development only; unset it in production")
		}
		if c.PprofAddr != "" {
			return errors.New("PPROF_ADDR is for profiling in development only; unset it in production")
		}
		return nil
	}
	if len(c.JWTSecret) > 0 && c.ManagerCode != "" {
		return nil
	}
	secrets, err := devSecrets(c.DataDir)
	if err != nil {
		return err
	}
	if len(c.JWTSecret) == 0 {
		c.JWTSecret = []byte(secrets.JWTSecret)
		c.Defaults["JWT_SECRET"] = "(generated, kept in " + secrets.path + ")"
	}
	if c.ManagerCode == "" {
		c.ManagerCode = secrets.ManagerCode
		c.Defaults["MANAGER_SECRET_CODE"] = secrets.ManagerCode
	}
	return nil
}
