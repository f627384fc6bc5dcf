package config

import (
	"time"

	"github.com/kelseyhightower/envconfig"
)

// Config is populated from the environment (LEADSYNC_ prefix is not used so the
// same variables can be shared with the worker deployment).
type Config struct {
	GRPCAddr    string `envconfig:"GRPC_ADDR" default:":9090"`
	GatewayAddr string `envconfig:"GATEWAY_ADDR" default:":8080"`
	LogLevel    string `envconfig:"LOG_LEVEL" default:"info"`

	Ringlane RinglaneConfig
	Mailpond MailpondConfig
}

type RinglaneConfig struct {
	BaseURL     string        `envconfig:"RINGLANE_BASE_URL" default:"https://api.ringlane.io/api/public/v1"`
	APIKey      string        `envconfig:"RINGLANE_API_KEY" required:"true"`
	ActingEmail string        `envconfig:"RINGLANE_ACTING_EMAIL" default:"dialer-bot@tallyhaus.com"`
	Timeout     time.Duration `envconfig:"RINGLANE_TIMEOUT" default:"10s"`
	MaxRetries  int           `envconfig:"RINGLANE_MAX_RETRIES" default:"3"`
}

// Mailpond is our internal email-marketing service (owns newsletter contact lists).
type MailpondConfig struct {
	URL    string `envconfig:"MAILPOND_URL" default:"https://mailpond.internal.tallyhaus.net/v1"`
	APIKey string `envconfig:"MAILPOND_API_KEY"`
}

func Load() (*Config, error) {
	var c Config
	if err := envconfig.Process("", &c); err != nil {
		return nil, err
	}
	return &c, nil
}
