package callforge

import (
	"context"
	"os"
)

const (
	defaultBaseURL = "https://api.callforge.com/api/public/v1"
	headerAPIKey   = "X-Api-Key"
	headerUserID   = "X-User-Id"
)

// Config holds everything needed to talk to CallForge.
type Config struct {
	BaseURL string
	APIKey  string
	// UserID returns the Okta subject of the rep the request is made on behalf of.
	UserID func(ctx context.Context) string
}

func ConfigFromEnv(userID func(ctx context.Context) string) Config {
	base := os.Getenv("CALLFORGE_BASE_URL")
	if base == "" {
		base = defaultBaseURL
	}
	return Config{BaseURL: base, APIKey: os.Getenv("CALLFORGE_API_KEY"), UserID: userID}
}
