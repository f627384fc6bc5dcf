package callharbor

const (
	DefaultBaseURL = "https://api.callharbor.com/api/public/v1"
	SandboxBaseURL = "https://sandbox.callharbor.com/api/public/v1"

	hdrKey       = "x-api-key"
	hdrUserEmail = "x-user-email"

	listsPath        = "contact-lists"
	listContactsPath = "contact-lists/%d/contacts"
)
