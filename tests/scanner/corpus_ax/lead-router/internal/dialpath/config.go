package dialpath

import (
	"fmt"
	"os"
)

// apiVersion pins the Dialpath public API version this service was written against.
const apiVersion = "v1"

type Config struct {
	Host       string
	APIKey     string
	OktaUserID string
}

func ConfigFromEnv() Config {
	host := os.Getenv("DIALPATH_HOST")
	if host == "" {
		host = "api.dialpath.io"
	}
	return Config{
		Host:       host,
		APIKey:     os.Getenv("DIALPATH_API_KEY"),
		OktaUserID: os.Getenv("DIALPATH_OKTA_USER_ID"),
	}
}

func (c Config) BaseURL() string {
	return fmt.Sprintf("https://%s/api/public/%s", c.Host, apiVersion)
}
