package main

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/brindlefreight/dialer-sync/internal/config"
	"github.com/brindlefreight/dialer-sync/internal/ringlane"
)

const pendingCallbacksSQL = `
SELECT DISTINCT c.phone_e164
FROM carrier_contacts c
JOIN callback_requests r ON r.carrier_id = c.carrier_id
WHERE r.status = 'pending' AND c.phone_e164 IS NOT NULL
ORDER BY 1`

func main() {
	cfg, err := config.Load()
	if err != nil {
		slog.Error("load config", "err", err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	db, err := pgxpool.New(ctx, cfg.DatabaseURL)
	if err != nil {
		slog.Error("connect db", "err", err)
		os.Exit(1)
	}
	defer db.Close()

	rl, err := ringlane.New(ringlane.Config{
		BaseURL:    cfg.RinglaneBaseURL,
		APIKey:     cfg.RinglaneAPIKey,
		ActingUser: cfg.RinglaneActingUser,
		Timeout:    cfg.RinglaneTimeout,
	})
	if err != nil {
		slog.Error("ringlane client", "err", err)
		os.Exit(1)
	}

	if err := run(ctx, cfg, db, rl); err != nil {
		switch {
		case errors.Is(err, ringlane.ErrAPIDisabled):
			slog.Warn("ringlane API disabled for tenant; skipping run")
			return
		case errors.Is(err, ringlane.ErrUserNotFound):
			slog.Error("acting user missing in Ringlane; check RINGLANE_ACTING_USER", "user", cfg.RinglaneActingUser)
		default:
			slog.Error("sync failed", "err", err)
		}
		os.Exit(1)
	}
}

func run(ctx context.Context, cfg config.Config, db *pgxpool.Pool, rl *ringlane.Client) error {
	rows, err := db.Query(ctx, pendingCallbacksSQL)
	if err != nil {
		return err
	}
	var phones []string
	for rows.Next() {
		var p string
		if err := rows.Scan(&p); err != nil {
			return err
		}
		phones = append(phones, p)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	slog.Info("pending callbacks", "count", len(phones))
	if cfg.DryRun || len(phones) == 0 {
		return nil
	}

	lists, err := rl.ContactLists(ctx)
	if err != nil {
		return err
	}
	var listID string
	for _, l := range lists {
		if l.Name != nil && *l.Name == cfg.ListName && l.Id != nil {
			listID = *l.Id
			break
		}
	}
	if listID == "" {
		if listID, err = rl.CreateList(ctx, cfg.ListName, "Managed by dialer-sync, do not edit by hand"); err != nil {
			return err
		}
	}
	return rl.AppendPhones(ctx, listID, phones)
}
