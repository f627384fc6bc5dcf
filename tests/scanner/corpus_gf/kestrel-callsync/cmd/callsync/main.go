package main

import (
	"context"
	"errors"
	"os"

	"go.uber.org/zap"
	"gopkg.in/yaml.v3"

	"gitlab.kestrelhealth.com/revops/callsync/internal/callharbor"
)

type fileConfig struct {
	CallHarbor struct {
		BaseURL    string           `yaml:"base_url"`
		APIKey     string           `yaml:"api_key"`
		ActingUser string           `yaml:"acting_user"`
		ListIDs    map[string]int64 `yaml:"list_ids"`
	} `yaml:"callharbor"`
}

func main() {
	log, _ := zap.NewProduction()
	sugar := log.Sugar()
	defer sugar.Sync()

	raw, err := os.ReadFile(envOr("CALLSYNC_CONFIG", "configs/callsync.yaml"))
	if err != nil {
		sugar.Fatalw("read config", "err", err)
	}
	var cfg fileConfig
	if err := yaml.Unmarshal(raw, &cfg); err != nil {
		sugar.Fatalw("parse config", "err", err)
	}

	ch := callharbor.NewClient(envOr("CALLSYNC_CALLHARBOR_API_KEY", cfg.CallHarbor.APIKey),
		callharbor.WithBaseURL(envOr("CALLSYNC_CALLHARBOR_BASE_URL", cfg.CallHarbor.BaseURL)),
		callharbor.WithActor(cfg.CallHarbor.ActingUser),
		callharbor.WithLogger(sugar),
	)

	phones := []string{} // TODO: pull recall-due patients from FHIR
	err = ch.PushPatients(context.Background(), cfg.CallHarbor.ListIDs["recall_due"], phones)
	var apiErr callharbor.APIError
	if errors.As(err, &apiErr) && apiErr.UnknownActor() {
		sugar.Fatalw("acting user missing in CallHarbor", "user", cfg.CallHarbor.ActingUser)
	}
	if err != nil {
		sugar.Fatalw("push patients", "err", err)
	}
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
