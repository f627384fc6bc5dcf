package ringwell

// DefaultHost is the production Ringwell API host.
const DefaultHost = "https://api.ringwell.io"

// APIVersion of the public API we target.
const APIVersion = "v1"

const basePathFmt = "/api/public/%s"

const (
	headerAPIKey    = "x-api-key"
	headerUserEmail = "X-User-Email"
	headerUserID    = "X-User-Id"
)

const (
	pathContactLists = "/contact-lists"
	pathListContacts = "/contact-lists/%d/contacts"
	pathListContact  = "/contact-lists/%d/contacts/%s"
)
