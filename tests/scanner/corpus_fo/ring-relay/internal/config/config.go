package config

import "github.com/kelseyhightower/envconfig"

type Config struct {
	ListenAddr            string `envconfig:"LISTEN_ADDR" default:"127.0.0.1:8089"`
	RelayToken            string `envconfig:"RELAY_TOKEN" required:"true"`
	RinglaneURL           string `envconfig:"RINGLANE_API_URL" default:"https://api.ringlane.io/api/public/v1"`
	RinglaneKey           string `envconfig:"RINGLANE_API_KEY" required:"true"`
	RinglaneWebhookSecret string `envconfig:"RINGLANE_WEBHOOK_SECRET"`
	SlackSigningSecret    string `envconfig:"SLACK_SIGNING_SECRET"`
}

func Load() (Config, error) {
	var c Config
	err := envconfig.Process("", &c)
	return c, err
}
