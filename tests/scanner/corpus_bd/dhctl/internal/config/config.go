package config

import "os"

type Config struct {
	Host     string
	APIKey   string
	ActingAs string
	Debug    bool
}

func FromEnv() Config {
	host := os.Getenv("DHCTL_HOST")
	if host == "" {
		host = "https://api.dialhub.io"
	}
	return Config{
		Host:     host,
		APIKey:   os.Getenv("DHCTL_API_KEY"),
		ActingAs: os.Getenv("DHCTL_AS"),
		Debug:    os.Getenv("DHCTL_DEBUG") != "",
	}
}
