package api

const (
	// Voxbridge API root used when no --base-url / VBCTL_BASE_URL is given.
	DefaultBaseURL = "https://api.voxbridge.com/api/public/v1"

	// Voxbridge accepts the account key in x-api-key as an alternative to Bearer;
	// the CLI uses the header form so tokens never end up in proxy logs as "Bearer ...".
	hdrKey  = "x-api-key"
	hdrUser = "x-user-email"

	epLists        = "/contact-lists"
	epListContacts = "contacts"
)
