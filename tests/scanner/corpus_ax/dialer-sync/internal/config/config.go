package config

import "os"

type Config struct {
	Port string

	DialpathBaseURL       string
	DialpathAPIKey        string
	DialpathActingUser    string
	DialpathSigningSecret string

	BillingURL    string
	BillingAPIKey string

	StripeWebhookSecret string
}

func Load() Config {
	return Config{
		Port: getenv("PORT", "8080"),

		DialpathBaseURL:       getenv("DIALPATH_BASE_URL", "https://api.dialpath.io/api/public/v1"),
		DialpathAPIKey:        os.Getenv("DIALPATH_API_KEY"),
		DialpathActingUser:    getenv("DIALPATH_ACTING_USER", "dialer-bot@tallyhofreight.com"),
		DialpathSigningSecret: os.Getenv("DIALPATH_WEBHOOK_SECRET"),

		BillingURL:    getenv("BILLING_URL", "http://billing.tallyho.svc.cluster.local:8080/v1"),
		BillingAPIKey: os.Getenv("BILLING_API_KEY"),

		StripeWebhookSecret: os.Getenv("STRIPE_WEBHOOK_SECRET"),
	}
}

func getenv(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}
