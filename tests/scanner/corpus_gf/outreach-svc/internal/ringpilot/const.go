package ringpilot

// Header names understood by the RingPilot public API.
const (
	headerAPIKey    = "X-Api-Key"
	headerUserEmail = "X-User-Email"
	headerUserID    = "X-User-Id"
	headerRequestID = "X-Request-Id"
	userAgent       = "northbeam-outreach/1.x (+https://northbeam.co)"
)

// Resource paths, relative to the configured base URL.
const (
	pathContactLists = "/contact-lists"
	pathContactList  = "/contact-lists/%s"
	pathListContacts = "/contact-lists/%s/contacts"
	pathListContact  = "/contact-lists/%s/contacts/%s"
	pathCalls        = "/calls"
	pathUsersMe      = "/users/me"
)
