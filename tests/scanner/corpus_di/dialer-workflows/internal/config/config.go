package config

import (
	"fmt"

	"github.com/kelseyhightower/envconfig"
)

type Worker struct {
	TemporalHost      string `envconfig:"TEMPORAL_HOST" default:"temporal-frontend.temporal:7233"`
	TemporalNamespace string `envconfig:"TEMPORAL_NAMESPACE" default:"sales-ops"`
	TaskQueue         string `envconfig:"TASK_QUEUE" default:"dialer-sync"`

	RinglaneHost       string `envconfig:"RINGLANE_HOST" default:"https://api.ringlane.io"`
	RinglaneAPIVersion string `envconfig:"RINGLANE_API_VERSION" default:"v1"`
	RinglaneKey        string `envconfig:"RINGLANE_API_KEY" required:"true"`
	RinglaneActorID    string `envconfig:"RINGLANE_ACTOR_ID" required:"true"` // Okta user id of the service account

	AuditURL string `envconfig:"AUDIT_URL" default:"https://audit.internal.tallyhaus.net/v1/events"`
	AuditKey string `envconfig:"AUDIT_API_KEY"`
}

// RinglaneBaseURL joins host and API version, e.g. https://api.ringlane.io/api/public/v1
func (w Worker) RinglaneBaseURL() string {
	return fmt.Sprintf("%s/api/public/%s", w.RinglaneHost, w.RinglaneAPIVersion)
}

func Load() (Worker, error) {
	var w Worker
	err := envconfig.Process("", &w)
	return w, err
}
