package ringlane

// Header names used by the Ringlane public API.
const (
	headerAPIKey    = "x-api-key"
	headerUserEmail = "X-User-Email"
	headerSignature = "X-Ringlane-Signature"

	pathContactLists = "/contact-lists"
)
