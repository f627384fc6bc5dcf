package config

import (
	"fmt"
	"os"
	"strconv"
	"time"
)

type Config struct {
	ListenAddr      string
	RinglarkBaseURL string
	RinglarkAPIKey  string
	CRMBaseURL      string
	CRMToken        string
	SyncInterval    time.Duration
	MaxBatch        int
}

func getenv(k, def string) string {
	if v, ok := os.LookupEnv(k); ok && v != "" {
		return v
	}
	return def
}

func Load() (*Config, error) {
	c := &Config{
		ListenAddr:      getenv("LISTEN_ADDR", ":8080"),
		RinglarkBaseURL: getenv("RINGLARK_BASE_URL", "https://api.ringlark.com/api/public/v1"),
		RinglarkAPIKey:  os.Getenv("RINGLARK_API_KEY"),
		CRMBaseURL:      getenv("CRM_BASE_URL", "https://crm.internal.brightmoor.io/v1"),
		CRMToken:        os.Getenv("CRM_TOKEN"),
	}
	d, err := time.ParseDuration(getenv("SYNC_INTERVAL", "5m"))
	if err != nil {
		return nil, fmt.Errorf("SYNC_INTERVAL: %w", err)
	}
	c.SyncInterval = d
	if c.MaxBatch, err = strconv.Atoi(getenv("MAX_BATCH", "500")); err != nil {
		return nil, fmt.Errorf("MAX_BATCH: %w", err)
	}
	if c.RinglarkAPIKey == "" {
		return nil, fmt.Errorf("RINGLARK_API_KEY is required")
	}
	return c, nil
}
