// Package ringlane is a thin client for the Ringlane dialer API used by
// dialctl and the nightly list sync.
package ringlane

import "time"

const (
	// DefaultBaseURL is used when RINGLANE_BASE_URL is unset.
	DefaultBaseURL = "https://api.ringlane.io/api/public/v1"

	headerAPIKey    = "X-Api-Key"
	headerActorMail = "X-User-Email"
	headerActorID   = "X-User-Id"

	contactListsPath = "/contact-lists"

	defaultTimeout = 15 * time.Second
	userAgent      = "halyard-dialctl/1.9"
)
