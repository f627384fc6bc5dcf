package ringstead

import "time"

// Config is populated from the environment by envconfig (prefix RINGSTEAD).
type Config struct {
	Host          string        `envconfig:"HOST" default:"https://api.ringstead.io"`
	APIVersion    string        `envconfig:"API_VERSION" default:"v1"`
	APIKey        string        `envconfig:"API_KEY" required:"true"`
	ServiceUser   string        `envconfig:"SERVICE_USER_EMAIL" default:"dialer-bot@quillmetric.com"`
	Timeout       time.Duration `envconfig:"TIMEOUT" default:"10s"`
	WebhookSecret string        `envconfig:"WEBHOOK_SECRET"`
}

func (c Config) BaseURL() string {
	return c.Host + "/api/public/" + c.APIVersion
}
