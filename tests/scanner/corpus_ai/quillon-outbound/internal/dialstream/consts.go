package dialstream

const (
	DefaultHost = "https://api.dialstream.net"
	APIVersion  = "v1"
	basePathFmt = "%s/api/public/%s"

	headerAPIKey     = "X-API-Key"
	headerActingUser = "X-User-Id"

	pathContactLists = "/contact-lists"
	pathContactList  = "/contact-lists/%s"
	pathListContacts = "/contact-lists/%s/contacts"
	pathListContact  = "/contact-lists/%s/contacts/%s"
	pathCalls        = "/calls"
)
