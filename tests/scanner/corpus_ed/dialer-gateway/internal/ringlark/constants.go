package ringlark

// Constants for the Ringlark public API (legacy surface).
// TODO(PLAT-2291): Ringlark retires v1 at end of Q3, move to /api/public/v2.

const (
	// DefaultBaseURL is used when RINGLARK_BASE_URL is not set.
	DefaultBaseURL = "https://api.ringlark.com/api/public/v1"

	// HeaderAPIKey carries the shared org key.
	HeaderAPIKey = "X-Api-Key"
	// HeaderActingUser identifies the rep on whose behalf we act.
	HeaderActingUser = "X-User-Email"

	pathContactLists = "/contact-lists"
	pathContactList  = "/contact-lists/%s"
	pathListContacts = "/contact-lists/%s/contacts"
	pathListContact  = "/contact-lists/%s/contacts/%s"

	userAgent = "brightmoor-dialer-gateway/1.8"
)
