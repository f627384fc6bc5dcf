package calling

import (
	"fmt"
	"os"
	"time"
)

const (
	defaultHost = "https://api.ringlark.com"
	apiVersion  = "v1" // bump when PLAT-2291 lands
	timeout     = 20 * time.Second
)

// Settings are read once at startup.
type Settings struct {
	Host    string
	Key     string
	BotUser string // IdP subject of the integration user
}

func (s Settings) BaseURL() string {
	return fmt.Sprintf("%s/api/public/%s", s.Host, apiVersion)
}

func SettingsFromEnv() Settings {
	host := os.Getenv("CALLING_HOST")
	if host == "" {
		host = defaultHost
	}
	return Settings{
		Host:    host,
		Key:     os.Getenv("CALLING_KEY"),
		BotUser: os.Getenv("CALLING_BOT_USER_ID"),
	}
}
