package main

import (
	"context"
	"flag"
	"log/slog"
	"os"
	"time"

	"github.com/brindlefreight/list-pruner/internal/callapi"
	"github.com/brindlefreight/list-pruner/internal/suppression"
)

func mustEnv(k string) string {
	v := os.Getenv(k)
	if v == "" {
		slog.Error("missing env", "key", k)
		os.Exit(2)
	}
	return v
}

func main() {
	lookback := flag.Duration("lookback", 26*time.Hour, "how far back to read suppressions")
	flag.Parse()

	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Minute)
	defer cancel()

	calls := callapi.NewClient(
		mustEnv("CALLING_API_HOST"),
		mustEnv("CALLING_API_KEY"),
		mustEnv("CALLING_API_USER_ID"),
		logger,
	)
	dnc := suppression.New(mustEnv("SUPPRESSION_URL"), mustEnv("SUPPRESSION_API_KEY"))

	entries, err := dnc.Since(ctx, time.Now().Add(-*lookback))
	if err != nil {
		logger.Error("read suppressions", "err", err)
		os.Exit(1)
	}
	if len(entries) == 0 {
		logger.Info("nothing to prune")
		return
	}

	lists, err := calls.ListContactLists(ctx)
	if err != nil {
		if callapi.IsAPIDisabled(err) {
			logger.Warn("calling API disabled for tenant, skipping")
			return
		}
		logger.Error("list contact lists", "err", err)
		os.Exit(1)
	}

	removed := 0
	for _, l := range lists {
		for _, e := range entries {
			err := calls.RemoveContact(ctx, l.ID, e.Phone)
			switch {
			case err == nil:
				removed++
			case callapi.IsListNotFound(err):
				logger.Info("list vanished mid-run", "list", l.ID)
			default:
				logger.Error("remove contact", "list", l.ID, "err", err)
			}
		}
	}
	logger.Info("prune complete", "lists", len(lists), "suppressed", len(entries), "removed", removed)
}
