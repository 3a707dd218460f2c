// Command shiftsched serves the Shiftsched web application: GraphQL, the REST shim and
// the web client on one port. It applies database migrations at start.
package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"sort"
	"syscall"
	"time"

	"github.com/shiftsched/shiftsched/client"
	"github.com/shiftsched/shiftsched/internal/config"
	"github.com/shiftsched/shiftsched/internal/delivery"
	"github.com/shiftsched/shiftsched/internal/emails"
	"github.com/shiftsched/shiftsched/internal/fillrun"
	"github.com/shiftsched/shiftsched/internal/ical"
	"github.com/shiftsched/shiftsched/internal/live"
	"github.com/shiftsched/shiftsched/internal/mail"
	"github.com/shiftsched/shiftsched/internal/pollcache"
	"github.com/shiftsched/shiftsched/internal/readcache"
	"github.com/shiftsched/shiftsched/internal/server"
	"github.com/shiftsched/shiftsched/internal/service"
	"github.com/shiftsched/shiftsched/internal/session"
	"github.com/shiftsched/shiftsched/internal/store"
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
	url := os.Getenv("DATABASE_URL")
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
	if err := store.Migrate(ctx, st.DB); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}
	return nil
}

func run() error {
	cfg, err := config.Load(os.Getenv)
	if err != nil {
		return err
	}
	log := server.NewLogger(os.Stdout, cfg.Production())
	if cfg.DatabaseURL == "" {
		return errors.New("DATABASE_URL is not set (make run starts a local PostgreSQL and sets it)")
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	st, err := store.Open(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	if err := store.Migrate(ctx, st.DB); err != nil {
		return fmt.Errorf("migrate: %w", err)
	}

	var sender mail.Sender = mail.LogSender{Log: log}
	if cfg.SMTPURL != "" {
		if sender, err = mail.NewSMTPSender(cfg.SMTPURL, cfg.MailFrom, cfg.SMTPTLS); err != nil {
			return fmt.Errorf("SMTP_URL: %w", err)
		}
	}
	var limits *session.Limiter // nil: the default per-client limits
	if cfg.RateLimitsOff {
		limits = session.NewLimiter(st, nil, log)
		log.Warn("rate limits are off (RATE_LIMITS=off)")
	}
	readCacheBytes := int64(cfg.ReadCacheMB) << 20
	tuneCollector(readCacheBytes)
	if readCacheBytes == 0 {
		readCacheBytes = -1 // off
	}
	// The notifications poll is answered from memory, kept correct over its own LISTEN
	// connection (internal/pollcache).
	polls := pollcache.New(cfg.DatabaseURL, st.DB.DB, int64(cfg.PollCacheMB)<<20, log)
	if polls != nil {
		go func() {
			if err := polls.Run(ctx); err != nil {
				log.Error("poll cache stopped; polls read the database", "err", err)
			}
		}()
	}
	outbox := delivery.New(delivery.Deps{
		Store: st, Mail: sender, Log: log, Workplace: cfg.Workplace, AllowPrivate: cfg.WebhookAllowPrivate,
		Emails: emails.Writer{AppURL: cfg.AppURL, Secret: cfg.JWTSecret, Workplace: cfg.Workplace},
		Push:   &delivery.PushKeys{PublicKey: cfg.VAPID.PublicKey, PrivateKey: cfg.VAPID.PrivateKey, Subject: cfg.VAPID.Subject},
	})
	svc := service.New(service.Deps{
		Store:           st,
		Outbox:          outbox,
		RenderCalendar:  ical.Render,
		Log:             log,
		JWTSecret:       cfg.JWTSecret,
		ManagerCode:     cfg.ManagerCode,
		AppURL:          cfg.AppURL,
		Workplace:       cfg.Workplace,
		Limits:          limits,
		SessionsChanged: polls.Forget,
		PushPublicKey:   cfg.VAPID.PublicKey,
	})
	// One LISTEN connection per instance feeds every live subscription it serves.
	hub := live.New(cfg.DatabaseURL, svc, log)
	go func() {
		if err := hub.Run(ctx); err != nil {
			log.Error("live updates stopped", "err", err)
		}
	}()
	// Every instance runs the outbox workers (e-mail, webhooks); row locks keep each
	// message to one of them.
	workerDone := make(chan struct{})
	go func() { defer close(workerDone); outbox.Run(ctx) }()
	// Every instance also runs the auto-scheduler's jobs, one at a time, claimed through
	// the database (internal/fillrun).
	fillDone := make(chan struct{})
	go func() { defer close(fillDone); fillrun.New(st, svc, cfg.DatabaseURL, log).Run(ctx) }()
	// Every instance sweeps forgotten clock-outs too; SKIP LOCKED closes each once.
	go svc.RunClockSweep(ctx)
	sockets := &server.Sockets{}
	var budget *session.Budget
	if cfg.APITokenCostPerHour > 0 {
		budget = session.NewBudget(st, cfg.APITokenCostPerHour, nil, log)
	}
	handler := server.New(server.Options{
		Sockets: sockets, TokenBudget: budget,
		Service: svc, Sessions: session.New(st, cfg.JWTSecret, nil, log),
		ReadCache: readcache.New(readCacheBytes), PollCache: polls, Log: log, CORSOrigins: cfg.CORSOrigins, Client: client.Dist(), Live: hub,
		HSTS: cfg.HSTS(), NoIntrospection: !cfg.Introspection, NoIDE: !cfg.IDE, TrustedProxies: cfg.TrustedProxies,
		PseudoLocale: !cfg.Production(),
	})

	ln, err := net.Listen("tcp", fmt.Sprintf(":%d", cfg.Port))
	if err != nil {
		return err
	}
	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: 10 * time.Second, // and the body: server.DefaultBodyReadTimeout
		MaxHeaderBytes:    64 << 10,         // a GET /graphql query is at most 16 KiB
		IdleTimeout:       2 * time.Minute,
		BaseContext:       func(net.Listener) context.Context { return context.WithoutCancel(ctx) },
	}
	// Shutdown does not wait for hijacked connections: live-update sockets are told to
	// reconnect (to another instance) instead of being cut.
	srv.RegisterOnShutdown(sockets.CloseAll)
	if cfg.PprofAddr != "" {
		if err := servePprof(cfg.PprofAddr); err != nil {
			return fmt.Errorf("PPROF_ADDR: %w", err)
		}
		log.Warn("profiling endpoints are on", "addr", cfg.PprofAddr)
	}
	printBanner(cfg)
	log.Info("listening", "addr", ln.Addr().String(), "env", cfg.Env)

	served := make(chan error, 1)
	go func() { served <- srv.Serve(ln) }()
	select {
	case err := <-served:
		return err
	case <-ctx.Done():
	}
	// SIGTERM: stop accepting, let in-flight requests finish.
	log.Info("shutting down: finishing in-flight requests")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	svc.Wait() // e-mail still being delivered
	<-workerDone
	<-fillDone
	log.Info("stopped")
	return nil
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
