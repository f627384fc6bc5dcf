package main

import (
	"context"
	"errors"
	"log/slog"

	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/leadpilot/leadpilot/services/dialer-bridge/internal/leadpilot"
	"github.com/leadpilot/leadpilot/services/dialer-bridge/internal/ringlane"
)

func syncOnce(ctx context.Context, pool *pgxpool.Pool, rl *ringlane.Client, lp *leadpilot.Client) error {
	rows, err := pool.Query(ctx, `SELECT id, google_sub FROM users WHERE ringlane_connected AND deleted_at IS NULL`)
	if err != nil {
		return err
	}
	type user struct{ id, sub string }
	var users []user
	for rows.Next() {
		var u user
		if err := rows.Scan(&u.id, &u.sub); err != nil {
			return err
		}
		users = append(users, u)
	}
	rows.Close()

	for _, u := range users {
		lists, err := rl.Lists(ctx, u.sub)
		if errors.Is(err, ringlane.ErrSeatMissing) {
			slog.Info("user lost ringlane seat", "user", u.id)
			_, _ = pool.Exec(ctx, `UPDATE users SET ringlane_connected = false WHERE id = $1`, u.id)
			continue
		}
		if err != nil {
			return err
		}
		var outcomes []leadpilot.CallOutcome
		for _, l := range lists {
			contacts, err := rl.Contacts(ctx, u.sub, l.ID)
			if err != nil {
				return err
			}
			for _, c := range contacts {
				if c.LastCallAt != nil && c.ExternalID != "" {
					outcomes = append(outcomes, leadpilot.CallOutcome{LeadID: c.ExternalID, Outcome: c.LastOutcome, At: *c.LastCallAt})
				}
			}
		}
		if len(outcomes) > 0 {
			if err := lp.RecordOutcomes(ctx, u.id, outcomes); err != nil {
				return err
			}
		}
	}
	return nil
}
