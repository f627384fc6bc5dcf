package callstride

import (
	"fmt"
	"time"

	"github.com/kelseyhightower/envconfig"
)

// Config is read from CALLSTRIDE_* environment variables.
type Config struct {
	Host       string        `envconfig:"CALLSTRIDE_HOST" default:"https://api.callstride.io"`
	APIVersion string        `envconfig:"CALLSTRIDE_API_VERSION" default:"v1"`
	APIKey     string        `envconfig:"CALLSTRIDE_API_KEY" required:"true"`
	BotUserID  string        `envconfig:"CALLSTRIDE_BOT_USER_ID" default:"auth0|64f1c2d9a7e3b10012ab34cd"`
	Timeout    time.Duration `envconfig:"CALLSTRIDE_TIMEOUT" default:"10s"`
}

func (c Config) BaseURL() string {
	return fmt.Sprintf("%s/api/public/%s", c.Host, c.APIVersion)
}

func LoadConfig() (Config, error) {
	var c Config
	err := envconfig.Process("", &c)
	return c, err
}
