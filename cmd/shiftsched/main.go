// Command shiftsched serves the Shiftsched web application: GraphQL, the REST shim and
// the web client on one port. It applies database migrations at start.
package main

import (
	"context"
	"errors"
	"fmt"
	"github.com/shiftsched/shiftsched/internal/accounts"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"sort"
	"sync"
	"syscall"
	"time"

	"github.com/shiftsched/shiftsched/client"
	"github.com/shiftsched/shiftsched/internal/audittrail"
	"github.com/shiftsched/shiftsched/internal/auth"
	"github.com/shiftsched/shiftsched/internal/autofill"
	"github.com/shiftsched/shiftsched/internal/availability"
	"github.com/shiftsched/shiftsched/internal/config"
	"github.com/shiftsched/shiftsched/internal/delivery"
	"github.com/shiftsched/shiftsched/internal/emails"
	"github.com/shiftsched/shiftsched/internal/fillrun"
	"github.com/shiftsched/shiftsched/internal/ical"
	"github.com/shiftsched/shiftsched/internal/integrations"
	"github.com/shiftsched/shiftsched/internal/labour"
	"github.com/shiftsched/shiftsched/internal/leave"
	"github.com/shiftsched/shiftsched/internal/live"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/market"
	"github.com/shiftsched/shiftsched/internal/metrics"
	"github.com/shiftsched/shiftsched/internal/personaldata"
	"github.com/shiftsched/shiftsched/internal/pollcache"
	"github.com/shiftsched/shiftsched/internal/readcache"
	"github.com/shiftsched/shiftsched/internal/reports"
	"github.com/shiftsched/shiftsched/internal/server"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
	"github.com/shiftsched/shiftsched/internal/timeclock"
	"github.com/shiftsched/shiftsched/internal/workzone"
)

func main() {
	var err error
	switch {
	case len(os.Args) > 1 && os.Args[1] == "seed":
		err = runSeed(os.Args[2:])
	case len(os.Args) > 1 && os.Args[1] == "migrate":
		err = runMigrate()
	case len(os.Args) > 1 && os.Args[1] == "vapid-keys":
		err = printVAPIDKeys()
	default:
		err = run()
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "shiftsched:", err)
		os.Exit(1)
	}
}

// printVAPIDKeys prints a new VAPID key pair as the two variables production needs.
func printVAPIDKeys() error {
	keys, err := config.NewVAPID()
	if err != nil {
		return err
	}
	fmt.Printf("VAPID_PUBLIC_KEY=%s\nVAPID_PRIVATE_KEY=%s\n", keys.PublicKey, keys.PrivateKey)
	return nil
}

// runMigrate applies the migrations and exits: for a role that owns the tables, when
// the server itself runs as one that does not (SECURITY.md).
func runMigrate() error {
	url := config.DatabaseURLFromEnv()
	if url == "" {
		return errors.New("DATABASE_URL is not set")
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	st, err := store.Open(ctx, url)
	if err != nil {
		return err
	}
	defer st.Close()
	// Say what was applied, so that an upgrade's log shows what each migration cost.
	applied, err := store.MigrateReport(ctx, st.DB, "")
	for _, a := range applied {
		fmt.Printf("applied %s in %v (%d attempts)\n", a.Name, a.Took.Round(time.Millisecond), a.Attempts)
	}
	if err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	if len(applied) == 0 {
		fmt.Println("nothing to apply: the database has every migration")
	}
	return nil
}

// run is the server: configuration, database and migrations, services, background
// workers, HTTP; on SIGINT or SIGTERM it finishes what is in flight and returns.
func run() error {
	cfg, err := config.FromEnv()
	if err != nil {
		return err
	}
	log := server.NewLogger(os.Stdout, cfg.Production())
	if cfg.DatabaseURL == "" {
		return errors.New("DATABASE_URL is not set (make run starts a local PostgreSQL and sets it)")
	}
	tuneCollector(cfg)
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	st, err := store.OpenMigrated(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	p, err := newParts(cfg, st, log)
	if err != nil {
		return err
	}
	if err := p.startMetrics(ctx); err != nil {
		return err
	}
	workersStopped := p.startWorkers(ctx)

	ln, err := net.Listen("tcp", fmt.Sprintf(":%d", cfg.Port))
	if err != nil {
		return err
	}
	if cfg.PprofAddr != "" {
		if err := servePprof(cfg.PprofAddr); err != nil {
			return fmt.Errorf("PPROF_ADDR: %w", err)
		}
		log.Warn("profiling endpoints are on", "addr", cfg.PprofAddr)
	}
	printBanner(cfg)
	log.Info("listening", "addr", ln.Addr().String(), "env", cfg.Env)
	if err := server.Serve(ctx, ln, p.handler(), p.sockets, log); err != nil {
		return err
	}
	p.accounts.Wait() // e-mail still being delivered
	workersStopped()
	log.Info("stopped")
	return nil
}

// parts are the server's long-lived pieces, wired to each other and to the database.
type parts struct {
	cfg      config.Config
	log      *slog.Logger
	st       *store.Store
	polls    *pollcache.Cache // nil: POLL_CACHE_MB=0
	outbox   *delivery.Outbox
	svc      *service.Service
	accounts *accounts.Service     // sign-in, password resets, set-up, invitations
	integ    *integrations.Service // API tokens, webhooks, persisted queries, calendar feeds
	clock    *timeclock.Service
	audit    *audittrail.Service   // reads the audit trail
	reports  *reports.Service      // the hours report
	fill     *autofill.Service     // auto-fill jobs
	avail    *availability.Service // time off, weekly availability, preferences
	leave    *leave.Service        // leave types, policies, balances, public holidays
	labour   *labour.Service       // labour rules of rule sets, their presets, birth dates
	market   *market.Service       // swaps, open shifts, claims
	personal *personaldata.Service // each person's export and erasure
	hub      *live.Hub
	sockets  *server.Sockets // the open live-update sockets, told to reconnect at shutdown
	zone     *workzone.Zone  // the workplace's time zone, as a manager last set it
	limits   *session.Limiter
	reads    *readcache.Cache // nil: READ_CACHE_MB=0
	metrics  *metrics.Metrics // nil: METRICS_ADDR is not set
}

// newParts builds the services: the mail sender, the poll cache, the outbox, the rules,
// the integrations, auto-fill, time off, the shift market and the live-update hub.
func newParts(cfg config.Config, st *store.Store, log *slog.Logger) (*parts, error) {
	sender, err := mail.NewSender(cfg.SMTPURL, cfg.MailFrom, cfg.SMTPTLS, log)
	if err != nil {
		return nil, err
	}
	// The service and the time clock share the rate limits (wrong kiosk PINs among them)
	// and the password hashing, whose bcrypt runs are counted once.
	limits := session.NewLimiter(st, service.DefaultLimits, log)
	if cfg.RateLimitsOff {
		limits = session.NewLimiter(st, nil, log)
		log.Warn("rate limits are off (RATE_LIMITS=off)")
	}
	passwords := &auth.Passwords{}
	p := &parts{cfg: cfg, log: log, st: st, sockets: &server.Sockets{}, zone: workzone.New(cfg.Workplace),
		limits: limits, reads: readcache.New(cfg.ReadCacheBytes())}
	// The notifications poll is answered from memory, kept correct over its own LISTEN
	// connection (internal/pollcache).
	p.polls = pollcache.New(cfg.DatabaseURL, st.DB.DB, cfg.PollCacheBytes(), log)
	p.outbox = delivery.New(delivery.Deps{
		Store: st, Mail: sender, Log: log, Zone: p.zone, AllowPrivate: cfg.WebhookAllowPrivate,
		Emails: emails.Writer{AppURL: cfg.AppURL, Secret: cfg.JWTSecret, Zone: p.zone},
		Push:   &delivery.PushKeys{PublicKey: cfg.VAPID.PublicKey, PrivateKey: cfg.VAPID.PrivateKey, Subject: cfg.VAPID.Subject},
	})
	p.svc = service.New(service.Deps{Store: st, Outbox: p.outbox, Log: log, JWTSecret: cfg.JWTSecret, AppURL: cfg.AppURL,
		Zone: p.zone, Limits: limits, SessionsChanged: p.polls.Forget, PushPublicKey: cfg.VAPID.PublicKey, Passwords: passwords})
	p.accounts = accounts.New(accounts.Deps{Store: st, Changes: p.svc.Changes(), Log: log, JWTSecret: cfg.JWTSecret,
		ManagerCode: cfg.ManagerCode, AppURL: cfg.AppURL, Zone: p.zone, Limits: limits, Passwords: passwords})
	// The integrations write through the rules' change runner: one clock, one outbox.
	p.integ = integrations.New(integrations.Deps{Store: st, Changes: p.svc.Changes(), Log: log, Zone: p.zone,
		AppURL: cfg.AppURL, Limits: limits, RenderCalendar: ical.Render})
	// Leave balances, which approving and cancelling time off deduct and restore, and
	// approving a timesheet may bank overtime into.
	p.leave = leave.New(leave.Deps{Store: st, Changes: p.svc.Changes(), Zone: p.zone})
	p.labour = labour.New(labour.Deps{Store: st, Changes: p.svc.Changes(), Zone: p.zone})
	p.clock = timeclock.New(timeclock.Deps{Store: st, Changes: p.svc.Changes(), Zone: p.zone, Log: log,
		Limits: limits, Passwords: passwords, Leave: p.leave, Labour: p.labour})
	p.audit = audittrail.New(audittrail.Deps{Store: st, Zone: p.zone})
	p.reports = reports.New(reports.Deps{Store: st, Zone: p.zone})
	// Auto-fill plans from and writes to the week's drafts through the rules' own checks.
	p.fill = autofill.New(autofill.Deps{Store: st, Changes: p.svc.Changes(), Drafts: p.svc, Log: log, Limits: limits})
	// Time off writes through the same runner and asks the week's rules (p.svc) to settle
	// the shifts an approval clashes with.
	p.avail = availability.New(availability.Deps{Store: st, Changes: p.svc.Changes(), Schedule: p.svc, Leave: p.leave, Zone: p.zone})
	// The shift market too, asking the week's rules (p.svc) for conflicts and the cascade
	// of shifts that move away.
	p.market = market.New(market.Deps{Store: st, Changes: p.svc.Changes(), Schedule: p.svc, Zone: p.zone})
	p.personal = personaldata.New(personaldata.Deps{Store: st, Changes: p.svc.Changes(), Zone: p.zone, Log: log})
	// One LISTEN connection per instance feeds every live subscription it serves.
	p.hub = live.New(cfg.DatabaseURL, p.svc, log)
	return p, nil
}

// startWorkers starts the background work every instance does until ctx ends; the
// function it returns waits for the outbox and the auto-scheduler to stop.
func (p *parts) startWorkers(ctx context.Context) (wait func()) {
	if p.polls != nil {
		go func() {
			if err := p.polls.Run(ctx); err != nil {
				p.log.Error("poll cache stopped; polls read the database", "err", err)
			}
		}()
	}
	go func() {
		if err := p.hub.Run(ctx); err != nil {
			p.log.Error("live updates stopped", "err", err)
		}
	}()
	var stopping sync.WaitGroup
	// The outbox workers (e-mail, webhooks); row locks keep each message to one instance.
	stopping.Go(func() { p.outbox.Run(ctx) })
	// The auto-scheduler's jobs, one at a time, claimed through the database
	// (internal/fillrun).
	stopping.Go(func() { fillrun.New(p.st, p.fill, p.cfg.DatabaseURL, p.log).Run(ctx) })
	// The sweep of forgotten clock-outs; SKIP LOCKED closes each once.
	go p.clock.RunClockSweep(ctx)
	// Erased people's payroll records past their retention, daily; a set-based DELETE
	// with SKIP LOCKED, so instances running it at once remove each row once.
	go p.personal.RunRetention(ctx)
	// What leave policies grant through today, written to the ledger hourly.
	go p.leave.RunSettle(ctx, p.log)
	// A time zone or first day chosen on another instance reaches this one within the
	// interval.
	go p.zone.Watch(ctx, 10*time.Second, p.st.Q().WorkplaceProfile, p.log)
	return stopping.Wait
}

// handler is the HTTP handler in front of the parts: GraphQL, the REST shim, live
// updates and the web client, behind sessions, caches and the API tokens' budget.
func (p *parts) handler() http.Handler {
	cfg := p.cfg
	var budget *session.Budget // nil: API tokens spend without limit
	if cfg.APITokenCostPerHour > 0 {
		budget = session.NewBudget(p.st, cfg.APITokenCostPerHour, nil, p.log)
	}
	return server.New(server.Options{
		Sockets: p.sockets, TokenBudget: budget,
		Service: p.svc, Accounts: p.accounts, Integrations: p.integ, TimeClock: p.clock, Audit: p.audit, Reports: p.reports, Fill: p.fill, Availability: p.avail, Leave: p.leave, Labour: p.labour, Market: p.market, PersonalData: p.personal, Sessions: session.New(p.st, cfg.JWTSecret, nil, p.log),
		ReadCache: p.reads, PollCache: p.polls, Metrics: p.metrics, Log: p.log, CORSOrigins: cfg.CORSOrigins,
		Client: client.Dist(), Live: p.hub, HSTS: cfg.HSTS(), NoIntrospection: !cfg.Introspection, NoIDE: !cfg.IDE,
		TrustedProxies: cfg.TrustedProxies, PseudoLocale: !cfg.Production(),
	})
}

func printBanner(cfg config.Config) {
	fmt.Printf("\nShiftsched is running at %s (GraphQL IDE at %s/graphql)\n", cfg.AppURL, cfg.AppURL)
	if len(cfg.Defaults) > 0 {
		fmt.Println("Development settings (set these variables to override; production needs its own):")
		keys := make([]string, 0, len(cfg.Defaults))
		for k := range cfg.Defaults {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			fmt.Printf("  %s=%s\n", k, cfg.Defaults[k])
		}
		if code, ok := cfg.Defaults["MANAGER_SECRET_CODE"]; ok {
			fmt.Printf("Register a manager with the manager code: %s\n", code)
		}
	}
	fmt.Println()
}
