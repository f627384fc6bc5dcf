package cadenza

// Cadenza Dial public API. We are still on the legacy surface; see
// runbooks/oncall/cadenza-dialer.md for the on-call notes.
const (
	DefaultBaseURL = "https://api.cadenzadial.com/api/public/v1"

	headerAPIKey     = "X-Api-Key"
	headerActingUser = "X-User-Email"
	headerRequestID  = "X-Request-Id"
	userAgent        = "harborline-dialer-gateway/2.3"
)

const (
	pathContactLists       = "/contact-lists"
	pathContactList        = "/contact-lists/%s"
	pathListContacts       = "/contact-lists/%s/contacts"
	pathListContactByPhone = "/contact-lists/%s/contacts/%s"
	pathCalls              = "/calls"
)
