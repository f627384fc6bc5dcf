package callcrest

// Header names and paths for the CallCrest public API.
const (
	DefaultBaseURL = "https://api.callcrest.io/api/public/v1"

	headerAPIKey    = "X-Api-Key"
	headerUserEmail = "X-User-Email"
	headerRequestID = "X-Request-Id"

	pathContactLists = "/contact-lists"
	pathContactList  = "/contact-lists/%s"
	pathListContacts = "/contact-lists/%s/contacts"
	pathListContact  = "/contact-lists/%s/contacts/%s"
)

const userAgent = "harborline-dispatch/1.8 (+https://harborline.dev)"
