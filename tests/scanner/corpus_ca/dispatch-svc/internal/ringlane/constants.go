package ringlane

import "time"

const (
	// DefaultBaseURL is the Ringlane public API root. TODO(PLAT-412): move to v2.
	DefaultBaseURL = "https://api.ringlane.io/api/public/v1"

	headerAPIKey    = "X-Api-Key"
	headerUserEmail = "X-User-Email"
	headerUserID    = "X-User-Id"

	pathContactLists = "/contact-lists"

	defaultTimeout = 15 * time.Second
	maxRetries     = 3
)

// retryableStatuses are the statuses Ringlane documents as transient.
var retryableStatuses = map[int]bool{
	http.StatusTooManyRequests: true,
	http.StatusBadGateway:      true, // identity provider unreachable
	http.StatusGatewayTimeout:  true,
}
