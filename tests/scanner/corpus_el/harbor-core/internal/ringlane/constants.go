package ringlane

// Ringlane public API, see https://developers.ringlane.com (legacy reference).
const (
	DefaultHost     = "https://api.ringlane.com"
	apiVersion      = "v1"
	DefaultBasePath = "/api/public/" + apiVersion

	headerAPIKey      = "x-api-key"
	headerActingEmail = "x-user-email"
	headerActingID    = "x-user-id"
	headerRequestID   = "X-Request-Id"
	headerUserAgent   = "User-Agent"

	userAgent = "harbor-core/ringlane-go"

	pathContactLists       = "/contact-lists"
	pathContactList        = "/contact-lists/%s"
	pathContactListMembers = "/contact-lists/%s/contacts"
	pathContactListMember  = "/contact-lists/%s/contacts/%s"
	pathCalls              = "/calls"
	pathUsers              = "/users"

	// maxPhonesPerAppend is the documented limit on one append request.
	maxPhonesPerAppend = 500
)
