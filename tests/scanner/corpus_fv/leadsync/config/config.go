package config

import (
	"time"

	"github.com/spf13/viper"
)

type Config struct {
	HTTPAddr string         `mapstructure:"http_addr"`
	Ringlane RinglaneConfig `mapstructure:"ringlane"`
	SendGrid SendGridConfig `mapstructure:"sendgrid"`
	Routing  RoutingConfig  `mapstructure:"routing"`
}

type RinglaneConfig struct {
	BaseURL       string        `mapstructure:"base_url"`
	APIKey        string        `mapstructure:"api_key"`
	WebhookSecret string        `mapstructure:"webhook_secret"`
	Timeout       time.Duration `mapstructure:"timeout"`
	MaxRetries    int           `mapstructure:"max_retries"`
}

type SendGridConfig struct {
	APIKey string `mapstructure:"api_key"`
	ListID string `mapstructure:"list_id"`
}

type RoutingConfig struct {
	URL    string `mapstructure:"url"`
	APIKey string `mapstructure:"api_key"`
}

func SetDefaults(v *viper.Viper) {
	v.SetDefault("http_addr", ":8080")
	v.SetDefault("ringlane.base_url", "https://api.ringlane.io/api/public/v1")
	v.SetDefault("ringlane.timeout", 15*time.Second)
	v.SetDefault("ringlane.max_retries", 4)
	v.SetDefault("routing.url", "http://routing-svc.internal:8080/v1")
	_ = v.BindEnv("ringlane.api_key", "RINGLANE_API_KEY")
	_ = v.BindEnv("ringlane.webhook_secret", "RINGLANE_WEBHOOK_SECRET")
	_ = v.BindEnv("sendgrid.api_key", "SENDGRID_API_KEY")
}

func Load(v *viper.Viper) (*Config, error) {
	var c Config
	if err := v.Unmarshal(&c); err != nil {
		return nil, err
	}
	return &c, nil
}
