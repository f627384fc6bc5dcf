package main

import (
	"context"
	"log"
	"net/http"
	"os"

	"github.com/olsenhome/leads-dialer/internal/ringcast"
	"github.com/olsenhome/leads-dialer/internal/webhook"
)

func main() {
	cfg, err := ringcast.Load()
	if err != nil {
		log.Fatalf("config: %v", err)
	}
	legacy := ringcast.NewLegacyClient(cfg)
	_ = ringcast.NewClient(cfg)

	if len(os.Args) > 2 && os.Args[1] == "create-list" {
		l, err := legacy.CreateList(context.Background(), os.Args[2])
		if err != nil {
			log.Fatal(err)
		}
		log.Printf("created list %s", l.ID)
		return
	}

	http.Handle("/webhooks/ringcast", webhook.RingcastHandler{
		Secret:       []byte(cfg.WebhookSecret),
		LegacySecret: []byte(os.Getenv("RINGCAST_LEGACY_WEBHOOK_SECRET")),
		Sink:         func(b []byte) error { log.Printf("event: %d bytes", len(b)); return nil },
	})
	log.Fatal(http.ListenAndServe(":8080", nil))
}
