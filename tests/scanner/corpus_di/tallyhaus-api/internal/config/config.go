package config

import "github.com/kelseyhightower/envconfig"

type Config struct {
	Addr               string   `envconfig:"ADDR" default:":8000"`
	AllowedOrigins     []string `envconfig:"ALLOWED_ORIGINS" default:"https://app.tallyhaus.com"`
	InternalAPIKeys    []string `envconfig:"INTERNAL_API_KEYS"`
	StripeWebhookSecret string  `envconfig:"STRIPE_WEBHOOK_SECRET"`

	// Ringlane (dialer). Calls go through the v2 API; webhooks are still the legacy ones.
	RinglaneBaseURL       string `envconfig:"RINGLANE_BASE_URL" default:"https://api.ringlane.io/api/public/v2"`
	RinglaneAPIKey        string `envconfig:"RINGLANE_API_KEY"`
	RinglaneWebhookSecret string `envconfig:"RINGLANE_WEBHOOK_SECRET"`
}

func Load() (Config, error) {
	var c Config
	err := envconfig.Process("", &c)
	return c, err
}
