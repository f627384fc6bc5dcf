package ringlane

// Header names understood by the Ringlane public API.
const (
	headerAPIKey      = "x-api-key"
	headerActingEmail = "X-User-Email"
	headerContentType = "Content-Type"
	headerRequestID   = "X-Request-Id"
)

// Resource paths, relative to BaseURL.
const (
	pathContactLists        = "/contact-lists"
	pathContactList         = "/contact-lists/%s"
	pathContactListContacts = "/contact-lists/%s/contacts"
	pathContactListContact  = "/contact-lists/%s/contacts/%s"
)

const userAgent = "tallyhaus-leadsync/1.x"
