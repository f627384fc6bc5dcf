package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type RinglaneConfig struct {
	BaseURL       string
	APIKey        string
	ActingUser    string
	WebhookSecret string
	Timeout       time.Duration
}

type Config struct {
	Port          string
	DatabaseURL   string
	StripeSecret  string
	StripeWebhook string
	SendloopKey   string
	EnrichURL     string
	EnrichKey     string
	Ringlane      RinglaneConfig
}

func getenv(k, def string) string {
	if v, ok := os.LookupEnv(k); ok && v != "" {
		return v
	}
	return def
}

func Load() (*Config, error) {
	timeout, err := strconv.Atoi(getenv("RINGLANE_TIMEOUT_SECONDS", "15"))
	if err != nil {
		return nil, fmt.Errorf("RINGLANE_TIMEOUT_SECONDS: %w", err)
	}
	c := &Config{
		Port:          getenv("PORT", "8080"),
		DatabaseURL:   getenv("DATABASE_URL", "postgres://harbor:harbor@localhost:5432/harbor?sslmode=disable"),
		StripeSecret:  os.Getenv("STRIPE_SECRET_KEY"),
		StripeWebhook: os.Getenv("STRIPE_WEBHOOK_SECRET"),
		SendloopKey:   os.Getenv("SENDLOOP_API_KEY"),
		EnrichURL:     getenv("ENRICH_URL", "http://enrich.internal:9000/v1"),
		EnrichKey:     os.Getenv("ENRICH_API_KEY"),
		Ringlane: RinglaneConfig{
			BaseURL:       getenv("RINGLANE_BASE_URL", "https://api.ringlane.com/api/public/v1"),
			APIKey:        os.Getenv("RINGLANE_API_KEY"),
			ActingUser:    getenv("RINGLANE_ACTING_USER", "ops@harborline.io"),
			WebhookSecret: os.Getenv("RINGLANE_WEBHOOK_SECRET"),
			Timeout:       time.Duration(timeout) * time.Second,
		},
	}
	if c.Ringlane.APIKey == "" {
		return nil, fmt.Errorf("RINGLANE_API_KEY is required")
	}
	return c, nil
}
