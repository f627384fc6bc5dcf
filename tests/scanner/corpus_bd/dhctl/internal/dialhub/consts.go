package dialhub

const (
	basePath = "/api/public/v1"

	headerAPIKey    = "X-Api-Key"
	headerActingAs  = "X-User-Email"
	headerUserAgent = "User-Agent"

	pathContactLists = "/contact-lists"
)
