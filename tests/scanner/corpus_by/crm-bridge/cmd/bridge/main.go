package main

import (
	"log"
	"os"

	"github.com/harborviewcx/crm-bridge/internal/dialstream"
	"github.com/vonage/vonage-go-sdk"
	"gopkg.in/yaml.v3"
)

type config struct {
	Dialstream struct {
		Host       string `yaml:"host"`
		APIVersion string `yaml:"api_version"`
		APIKey     string `yaml:"api_key"`
		ActingUser string `yaml:"acting_user"`
	} `yaml:"dialstream"`
	Vonage struct {
		APIKey    string `yaml:"api_key"`
		APISecret string `yaml:"api_secret"`
	} `yaml:"vonage"`
}

func main() {
	raw, err := os.ReadFile(envOr("BRIDGE_CONFIG", "config/bridge.yaml"))
	if err != nil {
		log.Fatal(err)
	}
	var cfg config
	if err := yaml.Unmarshal([]byte(os.ExpandEnv(string(raw))), &cfg); err != nil {
		log.Fatal(err)
	}
	ds := dialstream.New(cfg.Dialstream.Host, cfg.Dialstream.APIVersion, cfg.Dialstream.APIKey, cfg.Dialstream.ActingUser)
	lists, err := ds.ContactLists()
	if err != nil {
		log.Fatalf("list sync failed: %v", err)
	}
	auth := vonage.CreateAuthFromKeySecret(cfg.Vonage.APIKey, cfg.Vonage.APISecret)
	sms := vonage.NewSMSClient(auth)
	_, _, _ = sms.Send("Harborview", os.Getenv("OPS_PHONE"), "crm-bridge synced lists", vonage.SMSOpts{})
	log.Printf("synced %d lists", len(lists))
}

func envOr(k, d string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return d
}
