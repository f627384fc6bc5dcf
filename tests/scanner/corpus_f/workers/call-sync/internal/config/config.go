package config

import (
	"os"
	"strconv"
	"time"
)

// APIVersion of the DialStream public API this worker was written against.
const APIVersion = "v1"

type Config struct {
	DialStreamHost   string
	DialStreamKey    string
	SyncInterval     time.Duration
	ReportingDSN     string
	MaxListsPerBatch int
	TwilioBaseURL    string
}

func Load() Config {
	return Config{
		DialStreamHost:   getenv("DIALSTREAM_HOST", "https://api.dialstream.io"),
		DialStreamKey:    getenv("DIALSTREAM_KEY", "ds_shared_e5a91c0f7d3b4862b9f0a4c1d2e73f58"),
		SyncInterval:     durationEnv("SYNC_INTERVAL", 5*time.Minute),
		ReportingDSN:     getenv("REPORTING_DSN", "postgres://sync@localhost/reporting?sslmode=disable"),
		MaxListsPerBatch: intEnv("MAX_LISTS_PER_BATCH", 50),
		TwilioBaseURL:    "https://api.twilio.com/2010-04-01",
	}
}

// BaseURL joins host and the versioned public prefix.
func (c Config) BaseURL() string {
	return c.DialStreamHost + "/api/public/" + APIVersion
}

func getenv(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func durationEnv(k string, def time.Duration) time.Duration {
	if d, err := time.ParseDuration(os.Getenv(k)); err == nil {
		return d
	}
	return def
}

func intEnv(k string, def int) int {
	if n, err := strconv.Atoi(os.Getenv(k)); err == nil {
		return n
	}
	return def
}
