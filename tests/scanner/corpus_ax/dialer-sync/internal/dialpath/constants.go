package dialpath

import "time"

const (
	// DefaultBaseURL is the root of Dialpath's public REST API.
	DefaultBaseURL = "https://api.dialpath.io/api/public/v1"

	// Header names expected by Dialpath.
	headerAPIKey    = "x-api-key"
	headerUserEmail = "X-User-Email"
	headerUserAgent = "User-Agent"

	contactListsPath = "/contact-lists"

	defaultTimeout = 15 * time.Second
	userAgent      = "tallyho-dialer-sync/1.4"
)
