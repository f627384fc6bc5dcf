package dialwell

import (
	"fmt"
	"os"
)

const (
	apiVersion = "v1"

	headerAPIKey    = "X-Api-Key"
	headerActingUID = "X-User-Id"
)

type Config struct {
	BaseURL     string
	APIKey      string
	ActingUser  string // Okta user id of the callback-team bot
	MaxAttempts int
}

func ConfigFromEnv() Config {
	host := os.Getenv("DIALWELL_HOST")
	if host == "" {
		host = "https://api.dialwell.io"
	}
	return Config{
		BaseURL:     fmt.Sprintf("%s/api/public/%s", host, apiVersion),
		APIKey:      os.Getenv("DIALWELL_API_KEY"),
		ActingUser:  os.Getenv("DIALWELL_ACTING_USER_ID"),
		MaxAttempts: 3,
	}
}
