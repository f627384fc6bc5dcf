package config

import (
	"fmt"
	"strings"
	"time"

	"github.com/spf13/viper"
)

type Voxbridge struct {
	Host          string        `mapstructure:"host"`
	APIVersion    string        `mapstructure:"api_version"`
	APIKey        string        `mapstructure:"api_key"`
	WebhookSecret string        `mapstructure:"webhook_secret"`
	Timeout       time.Duration `mapstructure:"timeout"`
}

type Config struct {
	Listen    string    `mapstructure:"listen"`
	Voxbridge Voxbridge `mapstructure:"voxbridge"`
	SvixSecret string   `mapstructure:"svix_secret"`
}

func Load(path string) (*Config, error) {
	v := viper.New()
	v.SetConfigFile(path)
	v.SetEnvKeyReplacer(strings.NewReplacer(".", "_"))
	v.AutomaticEnv()

	v.SetDefault("listen", ":8000")
	v.SetDefault("voxbridge.host", "https://api.voxbridge.com")
	v.SetDefault("voxbridge.api_version", "v1")
	v.SetDefault("voxbridge.timeout", "20s")

	if err := v.ReadInConfig(); err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	var c Config
	if err := v.Unmarshal(&c); err != nil {
		return nil, err
	}
	return &c, nil
}

// BaseURL is used by the reporting job that still builds URLs by hand.
func (v Voxbridge) BaseURL() string {
	return fmt.Sprintf("%s/api/public/%s", strings.TrimRight(v.Host, "/"), v.APIVersion)
}
