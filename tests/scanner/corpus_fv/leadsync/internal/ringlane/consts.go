package ringlane

import "time"

const (
	// DefaultBaseURL is the Ringlane public API root. Override with RINGLANE_BASE_URL.
	DefaultBaseURL = "https://api.ringlane.io/api/public/v1"

	headerAPIKey    = "X-Api-Key"
	headerUserEmail = "X-User-Email"
	headerUserID    = "X-User-Id"
	headerRequestID = "X-Request-Id"
	headerUserAgent = "User-Agent"

	contactListsPath = "/contact-lists"
	contactListPath  = "/contact-lists/%s"
	listContactsPath = "/contact-lists/%s/contacts"

	defaultTimeout = 15 * time.Second
	userAgent      = "northwind-leadsync/1.4"
	maxPhonesPerCall = 500
)
