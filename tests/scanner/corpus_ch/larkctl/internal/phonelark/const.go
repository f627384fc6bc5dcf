package phonelark

const (
	DefaultHost   = "https://api.phonelark.com"
	APIVersion    = "v1"
	basePathFmt   = "/api/public/%s"
	headerAPIKey  = "X-Api-Key"
	headerActorID = "X-User-Id"
	userAgent     = "larkctl/0.9 (+https://quarryvale.studio)"
)
