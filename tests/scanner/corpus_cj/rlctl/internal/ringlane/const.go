package ringlane

const (
	// APIVersion selects the public API generation used to build URLs.
	APIVersion = "v1"

	headerAPIKey     = "X-Api-Key"
	headerActingUser = "X-User-Id"

	pathContactLists = "/contact-lists"
)
