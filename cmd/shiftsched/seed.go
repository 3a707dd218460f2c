package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"os/signal"
	"syscall"
	"time"

	"github.com/shiftsched/shiftsched/internal/config"
	"github.com/shiftsched/shiftsched/internal/domain"
	"github.com/shiftsched/shiftsched/internal/seed"
	"github.com/shiftsched/shiftsched/internal/store"
)

// runSeed is `shiftsched seed --size small|large`: it migrates the database at
// DATABASE_URL and fills it (it must have no users yet) with a realistic workplace.
func runSeed(args []string) error {
	fs := flag.NewFlagSet("seed", flag.ContinueOnError)
	sizeName := fs.String("size", "small", "small (60 staff, 104 weeks) or large (500 staff, 156 weeks)")
	today := fs.String("today", "", "the workplace's current day, YYYY-MM-DD (default: today in WORKPLACE_TZ)")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "usage: shiftsched seed [--size small|large] [--today YYYY-MM-DD]")
		fmt.Fprintln(fs.Output(), "Fills the empty database at DATABASE_URL with a deterministic demo workplace.")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return nil
		}
		return err
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	size, err := seed.SizeByName(*sizeName)
	if err != nil {
		return err
	}
	cfg, err := config.ForSeedFromEnv()
	if err != nil {
		return err
	}
	if cfg.DatabaseURL == "" {
		return errors.New("DATABASE_URL is not set")
	}
	day := domain.DateOf(time.Now().In(cfg.Workplace))
	if *today != "" {
		if day, err = domain.ParseDate(*today); err != nil {
			return fmt.Errorf("--today: %w", err)
		}
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	st, err := store.OpenMigrated(ctx, cfg.DatabaseURL)
	if err != nil {
		return err
	}
	defer st.Close()
	stats, err := seed.Run(ctx, st.DB.DB, size, day)
	if err != nil {
		return err
	}
	fmt.Printf("Seeded the %s workplace: %s.\nEvery account's password is %q.\n", size.Name, stats, seed.Password)
	return nil
}
