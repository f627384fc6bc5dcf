package ringbolt

const (
	defaultBaseURL = "https://api.ringbolt.io/api/public/v1"

	headerAPIKey = "X-Api-Key"
	headerUserID = "X-User-Id"

	pathContactLists = "/contact-lists"
)
