package callharbor

// CallHarbor public API (outbound dialer used by the sales team).
const (
	DefaultBaseURL = "https://api.callharbor.com/api/public/v1"

	HeaderAPIKey     = "X-Api-Key"
	HeaderActingUser = "X-User-Email"

	pathContactLists = "/contact-lists"
	pathContactList  = "/contact-lists/%s"
	pathListContacts = "/contact-lists/%s/contacts"
	pathListContact  = "/contact-lists/%s/contacts/%s"
)
