package dialfront

import "time"

const (
	defaultHost       = "https://api.dialfront.com"
	apiVersion        = "v1"
	defaultTimeout    = 8 * time.Second
	userAgent         = "harborline-dialer-bridge/1.6"
)

// Config is loaded from config/bridge.yaml (section "dialfront").
type Config struct {
	BaseURL      string        `yaml:"base_url"`
	APIKey       string        `yaml:"api_key"`
	ActingUserID string        `yaml:"acting_user_id"`
	Timeout      time.Duration `yaml:"timeout"`
}

func (c Config) baseURL() string {
	if c.BaseURL != "" {
		return c.BaseURL
	}
	return defaultHost + "/api/public/" + apiVersion
}
