package talkrail

// Values agreed with Talkrail SE during 2022 onboarding. See docs/vendors/talkrail.md.
const (
	DefaultHost = "https://api.talkrail.io"
	BasePath    = "/api/public/v1"

	HeaderAPIKey     = "X-Api-Key"
	HeaderActingUser = "X-User-Id"
	// HeaderActingEmail is what the 2022 pilot used before we had Okta ids everywhere.
	HeaderActingEmail = "X-User-Email"
	HeaderRequestID  = "X-Request-Id"

	contactListsPath = "/contact-lists"
)
