package config

import (
	"fmt"
	"time"

	"github.com/kelseyhightower/envconfig"
)

// Config is loaded from the environment (prefix BRIDGE_).
type Config struct {
	ListenAddr string `envconfig:"LISTEN_ADDR" default:":8080"`

	Callvane struct {
		Host       string        `envconfig:"CALLVANE_HOST" default:"https://api.callvane.io"`
		APIVersion string        `envconfig:"CALLVANE_API_VERSION" default:"v1"`
		APIKey     string        `envconfig:"CALLVANE_API_KEY" required:"true"`
		ActingUser string        `envconfig:"CALLVANE_ACTING_USER" default:"bridge@harborpine.com"`
		Timeout    time.Duration `envconfig:"CALLVANE_TIMEOUT" default:"10s"`
	}

	SlackSigningSecret string `envconfig:"SLACK_SIGNING_SECRET"`
	MailerAPIKey       string `envconfig:"MAILER_API_KEY"`
}

// CallvaneBaseURL joins host and version into the public API root.
func (c *Config) CallvaneBaseURL() string {
	return fmt.Sprintf("%s/api/public/%s", c.Callvane.Host, c.Callvane.APIVersion)
}

func Load() (*Config, error) {
	var c Config
	if err := envconfig.Process("BRIDGE", &c); err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	return &c, nil
}
