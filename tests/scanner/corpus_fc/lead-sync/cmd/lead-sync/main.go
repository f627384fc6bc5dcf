package main

import (
	"context"
	"log"
	"net/http"
	"time"

	"github.com/harborline/lead-sync/internal/calling"
	"github.com/harborline/lead-sync/internal/config"
	"github.com/harborline/lead-sync/internal/postmarkly"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()

	pm := &postmarkly.Client{Base: cfg.PostmarklyBaseURL, Key: cfg.PostmarklyAPIKey, HC: http.DefaultClient}
	members, err := pm.ListMembers(ctx, "callback-requests")
	if err != nil {
		log.Fatalf("postmarkly: %v", err)
	}
	phones := make([]string, 0, len(members))
	for _, m := range members {
		if m.Phone != "" {
			phones = append(phones, m.Phone)
		}
	}
	if cfg.DryRun {
		log.Printf("dry run: would append %d phones", len(phones))
		return
	}
	cl := calling.NewClient(cfg)
	if err := cl.AppendPhones(ctx, cfg.TargetListID, phones); err != nil {
		log.Fatalf("calling: %v", err)
	}
	log.Printf("appended %d phones to %s", len(phones), cfg.TargetListID)
}
