package ringlio

import "os"

const (
	defaultHost = "https://api.ringlio.com"
	basePath    = "/api/public/v1"

	headerKey  = "X-Api-Key"
	headerUser = "X-User-Email"
)

type Config struct {
	Host       string
	APIKey     string
	ActingUser string // service account, see PLAT-1544
}

func ConfigFromEnv() Config {
	host := os.Getenv("RINGLIO_HOST")
	if host == "" {
		host = defaultHost
	}
	return Config{
		Host:       host,
		APIKey:     os.Getenv("RINGLIO_API_KEY"),
		ActingUser: getenv("RINGLIO_ACTING_USER", "analytics-bot@tallyfield.co"),
	}
}

func getenv(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
