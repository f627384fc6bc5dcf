package main

import (
	"context"
	"log"
	"net/http"
	"os"

	"github.com/BurntSushi/toml"
	"github.com/jackc/pgx/v5/pgxpool"

	"github.com/tallgrassdata/ringlane-ingest/internal/webhook"
)

type config struct {
	Server   struct{ Listen string }
	Postgres struct{ DSN string }
	Ringlane struct {
		BaseURL          string `toml:"base_url"`
		APIKey           string `toml:"api_key"`
		ActingUserID     string `toml:"acting_user_id"`
		WebhookSecretEnv string `toml:"webhook_secret_env"`
	}
	Stripe struct {
		WebhookSecretEnv string `toml:"webhook_secret_env"`
	}
}

func main() {
	var cfg config
	path := os.Getenv("INGEST_CONFIG")
	if path == "" {
		path = "config/ingest.toml"
	}
	if _, err := toml.DecodeFile(path, &cfg); err != nil {
		log.Fatalf("config: %v", err)
	}
	pool, err := pgxpool.New(context.Background(), cfg.Postgres.DSN)
	if err != nil {
		log.Fatal(err)
	}
	store := &webhook.PGStore{Pool: pool}

	mux := http.NewServeMux()
	mux.Handle("/webhooks/ringlane", &webhook.RinglaneHandler{Secret: []byte(os.Getenv(cfg.Ringlane.WebhookSecretEnv)), Store: store})
	mux.Handle("/webhooks/stripe", &webhook.StripeHandler{Secret: os.Getenv(cfg.Stripe.WebhookSecretEnv), Store: store})
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })

	log.Printf("listening on %s", cfg.Server.Listen)
	log.Fatal(http.ListenAndServe(cfg.Server.Listen, mux))
}
