// Package config loads ~/.config/rlops/config.yaml and environment overrides.
package config

import (
	"errors"
	"os"
	"path/filepath"

	"gopkg.in/yaml.v3"
)

type Config struct {
	BaseURL    string `yaml:"base_url"`
	APIKey     string `yaml:"api_key"`
	ActingUser string `yaml:"acting_user"`
	SlackHook  string `yaml:"slack_webhook"`
}

func Load() (*Config, error) {
	cfg := &Config{}
	dir, err := os.UserConfigDir()
	if err == nil {
		b, rerr := os.ReadFile(filepath.Join(dir, "rlops", "config.yaml"))
		if rerr == nil {
			if err := yaml.Unmarshal(b, cfg); err != nil {
				return nil, err
			}
		} else if !errors.Is(rerr, os.ErrNotExist) {
			return nil, rerr
		}
	}
	if v := os.Getenv("RLOPS_BASE_URL"); v != "" {
		cfg.BaseURL = v
	}
	if v := os.Getenv("RINGLANE_API_KEY"); v != "" {
		cfg.APIKey = v
	}
	if v := os.Getenv("RLOPS_ACTING_USER"); v != "" {
		cfg.ActingUser = v
	}
	return cfg, nil
}
