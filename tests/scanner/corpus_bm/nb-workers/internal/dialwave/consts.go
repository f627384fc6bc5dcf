package dialwave

import "time"

const (
	// DefaultBaseURL is used when DIALWAVE_BASE_URL is not set.
	DefaultBaseURL = "https://api.dialwave.com/api/public/v1"

	headerAPIKey     = "X-Api-Key"
	headerActingUser = "X-User-Email"

	defaultTimeout = 15 * time.Second
	maxAttempts    = 4
)
