package config

import (
	"os"
	"time"
)

type Vendor struct {
	BaseURL string
	APIKey  string
	Timeout time.Duration
}

type Config struct {
	Callvista     Vendor
	CallvistaUser string
	Leadbox       Vendor
	StripeSecret  string
}

func getenv(k, def string) string {
	if v, ok := os.LookupEnv(k); ok && v != "" {
		return v
	}
	return def
}

func Load() Config {
	return Config{
		Callvista: Vendor{
			BaseURL: getenv("CALLVISTA_BASE_URL", "https://api.callvista.io/api/public/v1"),
			APIKey:  os.Getenv("CALLVISTA_API_KEY"),
			Timeout: 10 * time.Second,
		},
		CallvistaUser: getenv("CALLVISTA_ACTING_USER_ID", "00u8reportingsvc"),
		Leadbox: Vendor{
			BaseURL: getenv("LEADBOX_BASE_URL", "https://api.leadbox.io/v1"),
			APIKey:  os.Getenv("LEADBOX_API_KEY"),
			Timeout: 15 * time.Second,
		},
		StripeSecret: os.Getenv("STRIPE_WEBHOOK_SECRET"),
	}
}
