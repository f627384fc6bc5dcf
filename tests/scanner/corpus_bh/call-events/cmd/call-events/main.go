package main

import (
	"log/slog"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/kelseyhightower/envconfig"

	"github.com/leadforge/call-events/internal/callrift"
	"github.com/leadforge/call-events/internal/slack"
	"github.com/leadforge/call-events/internal/webhook"
)

type Config struct {
	Port               string `envconfig:"PORT" default:"8080"`
	CallriftBaseURL    string `envconfig:"CALLRIFT_BASE_URL" default:"https://api.callrift.com/api/public/v1"`
	CallriftAPIKey     string `envconfig:"CALLRIFT_API_KEY" required:"true"`
	CallriftSigningKey string `envconfig:"CALLRIFT_SIGNING_SECRET" required:"true"`
	SlackSigningSecret string `envconfig:"SLACK_SIGNING_SECRET"`
	SvixSecret         string `envconfig:"SVIX_WEBHOOK_SECRET"`
}

func main() {
	var cfg Config
	if err := envconfig.Process("", &cfg); err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}

	cr := callrift.New(cfg.CallriftBaseURL, cfg.CallriftAPIKey)
	r := chi.NewRouter()
	r.Post("/webhooks/callrift", webhook.CallriftHandler(cfg.CallriftSigningKey, cr))
	r.Post("/webhooks/billing", webhook.SvixHandler(cfg.SvixSecret))
	r.Post("/slack/commands", slack.CommandHandler(cfg.SlackSigningSecret))

	slog.Info("listening", "port", cfg.Port)
	if err := http.ListenAndServe(":"+cfg.Port, r); err != nil {
		slog.Error("server", "err", err)
		os.Exit(1)
	}
}
