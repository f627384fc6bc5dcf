package config

import (
	"fmt"

	"github.com/kelseyhightower/envconfig"
)

const (
	callHarborHost       = "https://api.callharbor.io"
	callHarborAPIVersion = "v1"
)

// Config is populated from OUTREACH_* environment variables.
type Config struct {
	HTTPAddr string `envconfig:"HTTP_ADDR" default:":8080"`

	CallHarborKey        string `envconfig:"CALLHARBOR_API_KEY" required:"true"`
	CallHarborActingUser string `envconfig:"CALLHARBOR_ACTING_USER" default:"outreach-bot@brightlinemutual.com"`
	CallHarborBaseURL    string `envconfig:"CALLHARBOR_BASE_URL"`

	MembersURL string `envconfig:"MEMBERS_URL" default:"http://members.brightline.svc:8080/api/v1"`
	MembersKey string `envconfig:"MEMBERS_GATEWAY_KEY"`
}

func Load() (*Config, error) {
	var c Config
	if err := envconfig.Process("outreach", &c); err != nil {
		return nil, err
	}
	if c.CallHarborBaseURL == "" {
		c.CallHarborBaseURL = fmt.Sprintf("%s/api/public/%s", callHarborHost, callHarborAPIVersion)
	}
	return &c, nil
}
