package config

import (
	"os"
	"path/filepath"

	"gopkg.in/yaml.v3"
)

type Config struct {
	APIURL        string `yaml:"api_url"`
	APIKey        string `yaml:"api_key"`
	User          string `yaml:"user"`
	UserID        string `yaml:"user_id"`
	WebhookSecret string `yaml:"webhook_secret"`
}

// Load reads ~/.config/rwctl.yaml and overlays RINGWELL_* env vars.
func Load() (*Config, error) {
	cfg := &Config{}
	home, _ := os.UserHomeDir()
	if b, err := os.ReadFile(filepath.Join(home, ".config", "rwctl.yaml")); err == nil {
		if err := yaml.Unmarshal(b, cfg); err != nil {
			return nil, err
		}
	}
	if v := os.Getenv("RINGWELL_HOST"); v != "" {
		cfg.APIURL = v
	}
	if v := os.Getenv("RINGWELL_API_KEY"); v != "" {
		cfg.APIKey = v
	}
	if v := os.Getenv("RINGWELL_USER"); v != "" {
		cfg.User = v
	}
	if v := os.Getenv("RINGWELL_USER_ID"); v != "" {
		cfg.UserID = v
	}
	if v := os.Getenv("RINGWELL_WEBHOOK_SECRET"); v != "" {
		cfg.WebhookSecret = v
	}
	return cfg, nil
}
