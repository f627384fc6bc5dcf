package config

import (
	"fmt"
	"time"

	"github.com/kelseyhightower/envconfig"
)

// Config is populated from the environment (prefix OUTREACH_).
type Config struct {
	HTTPAddr        string        `envconfig:"HTTP_ADDR" default:":8080"`
	LogLevel        string        `envconfig:"LOG_LEVEL" default:"info"`
	ShutdownTimeout time.Duration `envconfig:"SHUTDOWN_TIMEOUT" default:"15s"`

	RingPilot RingPilotConfig `envconfig:"RINGPILOT"`
	Audit     AuditConfig     `envconfig:"AUDIT"`
	SendGrid  SendGridConfig  `envconfig:"SENDGRID"`
}

// RingPilotConfig configures the dialer integration.
type RingPilotConfig struct {
	BaseURL       string        `envconfig:"BASE_URL" default:"https://api.ringpilot.io/api/public/v1"`
	APIKey        string        `envconfig:"API_KEY" required:"true"`
	ActingUser    string        `envconfig:"ACTING_USER" default:"integrations@northbeam.co"`
	WebhookSecret string        `envconfig:"WEBHOOK_SECRET"`
	Timeout       time.Duration `envconfig:"TIMEOUT" default:"10s"`
	MaxRetries    uint64        `envconfig:"MAX_RETRIES" default:"4"`
}

// AuditConfig points at the internal audit-log service.
type AuditConfig struct {
	URL    string `envconfig:"URL" default:"http://audit.platform.svc.cluster.local:8080/v1"`
	APIKey string `envconfig:"API_KEY"`
}

type SendGridConfig struct {
	APIKey string `envconfig:"API_KEY"`
	ListID string `envconfig:"CONTACT_LIST_ID"`
}

// Load reads the configuration from the environment.
func Load() (*Config, error) {
	var c Config
	if err := envconfig.Process("OUTREACH", &c); err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	return &c, nil
}
