package config

import (
	"fmt"
	"time"

	"github.com/kelseyhightower/envconfig"
)

type Config struct {
	DatabaseURL string `envconfig:"DATABASE_URL" required:"true"`

	RinglaneBaseURL    string        `envconfig:"RINGLANE_BASE_URL" default:"https://api.ringlane.io/api/public/v1"`
	RinglaneAPIKey     string        `envconfig:"RINGLANE_API_KEY" required:"true"`
	RinglaneActingUser string        `envconfig:"RINGLANE_ACTING_USER" default:"dialer-bot@brindlefreight.com"`
	RinglaneTimeout    time.Duration `envconfig:"RINGLANE_TIMEOUT" default:"15s"`

	BatchSize int    `envconfig:"SYNC_BATCH_SIZE" default:"500"`
	ListName  string `envconfig:"SYNC_LIST_NAME" default:"Carrier callbacks (auto)"`
	DryRun    bool   `envconfig:"DRY_RUN" default:"false"`
	LogLevel  string `envconfig:"LOG_LEVEL" default:"info"`
}

func Load() (Config, error) {
	var c Config
	if err := envconfig.Process("", &c); err != nil {
		return c, fmt.Errorf("config: %w", err)
	}
	return c, nil
}
