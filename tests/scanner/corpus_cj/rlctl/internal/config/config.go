package config

import (
	"os"
	"path/filepath"

	"github.com/BurntSushi/toml"
)

type Config struct {
	Ringlane struct {
		Host      string `toml:"host"`
		APIKey    string `toml:"api_key"`
		ActingSub string `toml:"acting_sub"`
	} `toml:"ringlane"`
	Slack struct {
		WebhookURL    string `toml:"webhook_url"`
		SigningSecret string `toml:"signing_secret"`
	} `toml:"slack"`
}

func Load() (*Config, error) {
	var c Config
	home, _ := os.UserHomeDir()
	if _, err := toml.DecodeFile(filepath.Join(home, ".rlctl.toml"), &c); err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	if v := os.Getenv("RLCTL_HOST"); v != "" {
		c.Ringlane.Host = v
	}
	if v := os.Getenv("RLCTL_API_KEY"); v != "" {
		c.Ringlane.APIKey = v
	}
	if c.Ringlane.Host == "" {
		c.Ringlane.Host = "https://api.ringlane.io"
	}
	return &c, nil
}
