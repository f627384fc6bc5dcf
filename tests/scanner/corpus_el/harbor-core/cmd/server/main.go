package main

import (
	"context"
	"log"
	"os"
	"os/signal"
	"syscall"

	"github.com/harborline/harbor-core/internal/config"
	"github.com/harborline/harbor-core/internal/db"
	"github.com/harborline/harbor-core/internal/httpapi"
	"github.com/harborline/harbor-core/internal/jobs"
	"github.com/harborline/harbor-core/internal/ringlane"
	"github.com/jackc/pgx/v5/pgxpool"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatalf("config: %v", err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	pool, err := pgxpool.New(ctx, cfg.DatabaseURL)
	if err != nil {
		log.Fatalf("db: %v", err)
	}
	defer pool.Close()
	q := db.New(pool)

	rl := ringlane.New(cfg.Ringlane.APIKey,
		ringlane.WithBaseURL(cfg.Ringlane.BaseURL),
		ringlane.WithActingUser(cfg.Ringlane.ActingUser),
		ringlane.WithTimeout(cfg.Ringlane.Timeout),
	)

	sched := jobs.NewScheduler(q, rl, cfg)
	sched.Start()
	defer sched.Stop()

	srv := httpapi.NewServer(cfg, q, rl)
	if err := srv.Run(ctx); err != nil {
		log.Fatalf("server: %v", err)
	}
}
