package ringcast

import (
	"fmt"

	"github.com/kelseyhightower/envconfig"
)

// LegacyAPIVersion is still used by the contact-list sync until Ringcast ships
// list endpoints in v2 for our account tier.
const LegacyAPIVersion = "v1"

// CurrentAPIVersion is used by everything else.
const CurrentAPIVersion = "v2"

type Config struct {
	Host          string `envconfig:"RINGCAST_HOST" default:"https://api.ringcast.io"`
	LegacyKey     string `envconfig:"RINGCAST_LEGACY_KEY"`
	ActingEmail   string `envconfig:"RINGCAST_ACTING_EMAIL"`
	APIKey        string `envconfig:"RINGCAST_API_KEY"`
	WebhookSecret string `envconfig:"RINGCAST_WEBHOOK_SECRET"`
}

func Load() (Config, error) {
	var c Config
	err := envconfig.Process("", &c)
	return c, err
}

func (c Config) legacyBase() string {
	return fmt.Sprintf("%s/api/public/%s", c.Host, LegacyAPIVersion)
}

func (c Config) currentBase() string {
	return fmt.Sprintf("%s/api/public/%s", c.Host, CurrentAPIVersion)
}
