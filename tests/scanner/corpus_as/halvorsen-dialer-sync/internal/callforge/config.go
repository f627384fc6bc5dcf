package callforge

import (
	"os"
	"time"
)

const defaultBaseURL = "https://api.callforge.com/api/public/v1"

type Config struct {
	BaseURL     string
	APIKey      string
	ActingEmail string
	Timeout     time.Duration
}

func ConfigFromEnv() Config {
	base := os.Getenv("CALLFORGE_BASE_URL")
	if base == "" {
		base = defaultBaseURL
	}
	return Config{
		BaseURL:     base,
		APIKey:      os.Getenv("CALLFORGE_API_KEY"),
		ActingEmail: os.Getenv("CALLFORGE_ACTING_EMAIL"),
		Timeout:     20 * time.Second,
	}
}
