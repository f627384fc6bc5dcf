package config

import "github.com/kelseyhightower/envconfig"

type Config struct {
	Port                    int    `envconfig:"PORT" default:"8080"`
	CallspringBaseURL       string `envconfig:"CALLSPRING_BASE_URL" default:"https://api.callspring.com/api/public/v2"`
	CallspringAPIKey        string `envconfig:"CALLSPRING_API_KEY" required:"true"`
	CallspringWebhookSecret string `envconfig:"CALLSPRING_WEBHOOK_SECRET" required:"true"`
	EnrichmentURL           string `envconfig:"ENRICHMENT_URL" default:"http://enrichment.internal:9000/v1"`
	EnrichmentAPIKey        string `envconfig:"ENRICHMENT_API_KEY"`
}

func Load() (Config, error) {
	var c Config
	err := envconfig.Process("", &c)
	return c, err
}
