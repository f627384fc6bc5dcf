package config

import "os"

type Config struct {
	Port                  string
	JWTSecret             string
	RinglaneBaseURL       string
	RinglaneAPIKey        string
	RinglaneWebhookSecret string
	RinglaneV2BaseURL     string
	RinglaneV2Key         string
	MailwaveAPIKey        string
	StripeWebhookSecret   string
}

func getenv(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func Load() Config {
	return Config{
		Port:                  getenv("PORT", "8080"),
		JWTSecret:             os.Getenv("JWT_SECRET"),
		RinglaneBaseURL:       getenv("RINGLANE_BASE_URL", "https://api.ringlane.io/api/public/v1"),
		RinglaneAPIKey:        os.Getenv("RINGLANE_API_KEY"),
		RinglaneWebhookSecret: os.Getenv("RINGLANE_WEBHOOK_SECRET"),
		RinglaneV2BaseURL:     getenv("RINGLANE_V2_BASE_URL", "https://api.ringlane.io/api/public/v2"),
		RinglaneV2Key:         os.Getenv("RINGLANE_V2_KEY"),
		MailwaveAPIKey:        os.Getenv("MAILWAVE_API_KEY"),
		StripeWebhookSecret:   os.Getenv("STRIPE_WEBHOOK_SECRET"),
	}
}
