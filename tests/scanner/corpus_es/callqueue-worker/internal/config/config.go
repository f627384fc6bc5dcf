package config

import (
	"fmt"
	"time"

	"github.com/caarlos0/env/v10"
)

// Config is loaded from the environment (see k8s/callqueue-worker in tidemark-infra).
type Config struct {
	KafkaBrokers []string `env:"KAFKA_BROKERS" envSeparator:"," envDefault:"localhost:9092"`
	KafkaTopic   string   `env:"KAFKA_TOPIC" envDefault:"shipments.exceptions"`

	RingwellHost       string        `env:"RINGWELL_HOST" envDefault:"https://api.ringwell.io"`
	RingwellAPIVersion string        `env:"RINGWELL_API_VERSION" envDefault:"v1"`
	RingwellAPIKey     string        `env:"RINGWELL_API_KEY,required"`
	RingwellUserID     string        `env:"RINGWELL_USER_ID,required"`
	RingwellTimeout    time.Duration `env:"RINGWELL_TIMEOUT" envDefault:"8s"`
	RingwellWebhookKey string        `env:"RINGWELL_WEBHOOK_SECRET"`

	AudienceURL    string `env:"AUDIENCE_URL" envDefault:"http://audience.marketing.svc.cluster.local"`
	AudienceAPIKey string `env:"AUDIENCE_API_KEY"`

	SvixSecret string `env:"SVIX_WEBHOOK_SECRET"`
	HTTPAddr   string `env:"HTTP_ADDR" envDefault:":8081"`
}

// RingwellBaseURL joins host and version into the public API root.
func (c Config) RingwellBaseURL() string {
	return fmt.Sprintf("%s/api/public/%s", c.RingwellHost, c.RingwellAPIVersion)
}

func Load() (Config, error) {
	var c Config
	if err := env.Parse(&c); err != nil {
		return Config{}, fmt.Errorf("config: %w", err)
	}
	return c, nil
}
