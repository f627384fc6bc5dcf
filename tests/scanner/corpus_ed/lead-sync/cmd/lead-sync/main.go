package main

import (
	"context"
	"log"
	"os"

	"github.com/robfig/cron/v3"

	"github.com/brightmoor/lead-sync/internal/calling"
	"github.com/brightmoor/lead-sync/internal/enrich"
	"github.com/brightmoor/lead-sync/internal/sync"
)

func main() {
	settings := calling.SettingsFromEnv()
	if settings.Key == "" {
		log.Fatal("CALLING_KEY not set")
	}
	job := &sync.Job{
		Calling: calling.NewClient(settings),
		Enrich:  enrich.New(),
		Source:  newCRMSource(os.Getenv("CRM_DSN")),
		ListID:  os.Getenv("CALLING_INBOUND_LIST_ID"),
	}
	c := cron.New()
	_, _ = c.AddFunc(envOr("SYNC_SCHEDULE", "*/10 * * * *"), func() {
		if err := job.Run(context.Background()); err != nil {
			log.Printf("sync failed: %v", err)
		}
	})
	c.Run()
}

func envOr(k, d string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return d
}
