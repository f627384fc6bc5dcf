package config

import (
	"os"
	"time"
)

type Config struct {
	ListenAddr        string
	DialstreamBaseURL string
	DialstreamAPIKey  string
	DialstreamActorID string
	WebhookSecret     string
	PostwrenKey       string
	SyncInterval      time.Duration
}

func getenv(k, def string) string {
	if v, ok := os.LookupEnv(k); ok && v != "" {
		return v
	}
	return def
}

func Load() Config {
	d, _ := time.ParseDuration(getenv("SYNC_INTERVAL", "10m"))
	return Config{
		ListenAddr:        getenv("LISTEN_ADDR", ":8080"),
		DialstreamBaseURL: getenv("DIALSTREAM_HOST", "https://api.dialstream.net"),
		DialstreamAPIKey:  os.Getenv("DIALSTREAM_API_KEY"),
		DialstreamActorID: getenv("DIALSTREAM_ACTOR_ID", "00u1f8k2lqZ9xY7Rw4x7"),
		WebhookSecret:     os.Getenv("DIALSTREAM_WEBHOOK_SECRET"),
		PostwrenKey:       os.Getenv("POSTWREN_API_KEY"),
		SyncInterval:      d,
	}
}
