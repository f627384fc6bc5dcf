package config

import (
	"strings"
	"time"

	"github.com/spf13/viper"
)

type Ringlane struct {
	BaseURL      string            `mapstructure:"base_url"`
	APIVersion   string            `mapstructure:"api_version"`
	APIKey       string            `mapstructure:"api_key"`
	ActingUserID string            `mapstructure:"acting_user_id"`
	Timeout      time.Duration     `mapstructure:"timeout"`
	Lists        map[string]string `mapstructure:"lists"`
}

type Queue struct {
	URL      string `mapstructure:"url"`
	Name     string `mapstructure:"name"`
	Prefetch int    `mapstructure:"prefetch"`
}

type Service struct {
	BaseURL string `mapstructure:"base_url"`
	APIKey  string `mapstructure:"api_key"`
}

type Config struct {
	Queue      Queue    `mapstructure:"queue"`
	Ringlane   Ringlane `mapstructure:"ringlane"`
	Mailwisp   Service  `mapstructure:"mailwisp"`
	RoutingAPI Service  `mapstructure:"routing_api"`
}

func Load(path string) (*Config, error) {
	v := viper.New()
	v.SetConfigFile(path)
	v.SetEnvPrefix("WORKER")
	v.SetEnvKeyReplacer(strings.NewReplacer(".", "_"))
	v.AutomaticEnv()

	v.SetDefault("ringlane.base_url", "https://api.ringlane.io")
	v.SetDefault("ringlane.api_version", "v1")
	v.SetDefault("ringlane.timeout", 10*time.Second)
	v.SetDefault("queue.prefetch", 10)

	if err := v.ReadInConfig(); err != nil {
		return nil, err
	}
	var c Config
	if err := v.Unmarshal(&c); err != nil {
		return nil, err
	}
	return &c, nil
}
