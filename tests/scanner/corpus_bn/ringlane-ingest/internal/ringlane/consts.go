package ringlane

// Header names used when calling the Ringlane public API.
const (
	headerAPIKey     = "X-Api-Key"
	headerActingUser = "X-User-Id"

	contactListsPath = "/contact-lists"
	listContactsPath = "/contact-lists/%s/contacts"
)
