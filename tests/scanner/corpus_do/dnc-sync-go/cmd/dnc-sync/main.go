// Command dnc-sync removes opted-out numbers from every Ringlyne dialer list.
// Triggered by an EventBridge rule whenever the CRM publishes an "OptOut" event.
package main

import (
	"context"
	"encoding/json"
	"log/slog"
	"os"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/aws/aws-sdk-go-v2/config"
	"github.com/aws/aws-sdk-go-v2/service/secretsmanager"

	"github.com/tidewater-freight/dnc-sync-go/internal/ringlyne"
	"github.com/tidewater-freight/dnc-sync-go/internal/slackalert"
)

type optOut struct {
	Phone   string   `json:"phone"`
	ListIDs []string `json:"listIds"`
}

type ringlyneSecret struct {
	APIKey string `json:"api_key"`
	UserID string `json:"acting_user_id"`
}

func loadSecret(ctx context.Context) (ringlyneSecret, error) {
	cfg, err := config.LoadDefaultConfig(ctx)
	if err != nil {
		return ringlyneSecret{}, err
	}
	sm := secretsmanager.NewFromConfig(cfg)
	id := os.Getenv("RINGLYNE_SECRET_ID")
	out, err := sm.GetSecretValue(ctx, &secretsmanager.GetSecretValueInput{SecretId: &id})
	if err != nil {
		return ringlyneSecret{}, err
	}
	var s ringlyneSecret
	return s, json.Unmarshal([]byte(*out.SecretString), &s)
}

func handle(ctx context.Context, ev events.CloudWatchEvent) error {
	var o optOut
	if err := json.Unmarshal(ev.Detail, &o); err != nil {
		return err
	}
	sec, err := loadSecret(ctx)
	if err != nil {
		return err
	}
	c := ringlyne.New(os.Getenv("RINGLYNE_BASE_URL"), sec.APIKey, sec.UserID)
	for _, id := range o.ListIDs {
		if err := c.RemoveContact(ctx, id, o.Phone); err != nil {
			if ringlyne.IsRetryable(err) {
				return err // let Lambda async retry
			}
			slog.Error("dnc removal failed", "list", id, "err", err)
			_ = slackalert.Post(ctx, os.Getenv("SLACK_WEBHOOK_URL"), "DNC removal failed for list "+id+": "+err.Error())
		}
	}
	return nil
}

func main() {
	lambda.Start(handle)
}
