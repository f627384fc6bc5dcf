package config

import "github.com/caarlos0/env/v10"

type Config struct {
	CallingBaseURL    string `env:"CALLING_BASE_URL" envDefault:"https://api.cadenzadial.com"`
	CallingAPIVersion string `env:"CALLING_API_VERSION" envDefault:"v1"`
	CallingAPIKey     string `env:"CALLING_API_KEY,required"`
	ActingUserID      string `env:"CALLING_ACTING_USER_ID,required"`
	TargetListID      string `env:"CALLING_TARGET_LIST_ID,required"`

	PostmarklyBaseURL string `env:"POSTMARKLY_BASE_URL" envDefault:"https://api.postmarkly.com/v1"`
	PostmarklyAPIKey  string `env:"POSTMARKLY_API_KEY,required"`

	DryRun bool `env:"DRY_RUN" envDefault:"false"`
}

func Load() (Config, error) {
	var c Config
	err := env.Parse(&c)
	return c, err
}
