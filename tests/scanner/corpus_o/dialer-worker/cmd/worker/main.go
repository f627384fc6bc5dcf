package main

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/harborline/dialer-worker/internal/queue" // sqs consumer
	"github.com/harborline/dialer-worker/internal/ringcadence"
)

func env(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func main() {
	base := env("RINGCADENCE_BASE_URL", "https://api.ringcadence.com/api/public/v1/")
	key := os.Getenv("RINGCADENCE_API_KEY")
	httpc := &http.Client{Timeout: 20 * time.Second}
	consumer := &queue.Consumer{QueueURL: os.Getenv("DIAL_QUEUE_URL")}

	for {
		jobs, _, err := consumer.Receive(context.Background())
		if err != nil {
			slog.Error("sqs receive", "err", err)
			time.Sleep(5 * time.Second)
			continue
		}
		for _, j := range jobs {
			w := ringcadence.New(base, key, j.BrokerID, httpc)
			if err := w.AddPhones(context.Background(), j.ListID, j.Phones); errors.Is(err, ringcadence.ErrIdPTransient) {
				slog.Warn("transient, leaving message for redelivery", "broker", j.BrokerID)
			} else if err != nil {
				slog.Error("add phones", "err", err)
			}
		}
	}
}
