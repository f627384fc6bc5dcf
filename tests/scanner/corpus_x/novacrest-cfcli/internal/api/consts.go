package api

const (
	DefaultHost = "https://api.callforge.com"
	APIVersion  = "v1"
	pathPrefix  = "/api/public/" + APIVersion

	headerKey  = "X-Api-Key"
	headerUser = "X-User-Email"
)
