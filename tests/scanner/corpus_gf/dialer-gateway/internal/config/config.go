package config

import (
	"fmt"
	"strings"

	"github.com/kelseyhightower/envconfig"
)

type Config struct {
	GRPCAddr    string `envconfig:"GRPC_ADDR" default:":9090"`
	GatewayAddr string `envconfig:"GATEWAY_ADDR" default:":8080"`
	LogJSON     bool   `envconfig:"LOG_JSON" default:"true"`

	// RingPilot upstream.
	RPHost       string `envconfig:"RINGPILOT_HOST" default:"https://api.ringpilot.io"`
	RPAPIVersion string `envconfig:"RINGPILOT_API_VERSION" default:"v1"`
	RPAPIKey     string `envconfig:"RINGPILOT_API_KEY" required:"true"`
	RPCallsKey   string `envconfig:"RINGPILOT_V2_KEY"` // used by upstreamv2 for /calls only

	// Internal directory service for user lookups.
	DirectoryURL string `envconfig:"DIRECTORY_URL" default:"http://directory.platform:8080/api/v1"`
}

// RingPilotBaseURL is the upstream base URL including the version segment.
func (c Config) RingPilotBaseURL() string {
	return fmt.Sprintf("%s/api/public/%s", strings.TrimRight(c.RPHost, "/"), c.RPAPIVersion)
}

// RingPilotV2BaseURL is used by the migrated call endpoints.
func (c Config) RingPilotV2BaseURL() string {
	return strings.TrimRight(c.RPHost, "/") + "/api/public/v2"
}

func Load() (Config, error) {
	var c Config
	err := envconfig.Process("DIALER", &c)
	return c, err
}
