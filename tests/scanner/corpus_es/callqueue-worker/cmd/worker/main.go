package main

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"github.com/segmentio/kafka-go"
	"github.com/tidemark/callqueue-worker/internal/config"
	"github.com/tidemark/callqueue-worker/internal/health"
	"github.com/tidemark/callqueue-worker/internal/ringwell"
	"github.com/tidemark/callqueue-worker/internal/webhooks"
)

type exceptionEvent struct {
	ShipmentRef string `json:"shipment_ref"`
	DepotListID string `json:"depot_call_list"`
	Phone       string `json:"consignee_phone"`
	Resolved    bool   `json:"resolved"`
}

func main() {
	cfg, err := config.Load()
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}

	rw := ringwell.New(cfg.RingwellBaseURL(), cfg.RingwellAPIKey, cfg.RingwellUserID)

	mux := http.NewServeMux()
	mux.Handle("/webhooks/ringwell", webhooks.RingwellHandler{
		Secret: []byte(cfg.RingwellWebhookKey),
		Sink:   func(b []byte) error { slog.Info("call outcome", "bytes", len(b)); return nil },
	})
	mux.HandleFunc("/readyz", health.Readyz)
	mux.HandleFunc("/livez", health.Livez)
	go func() { _ = http.ListenAndServe(cfg.HTTPAddr, mux) }()

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()

	r := kafka.NewReader(kafka.ReaderConfig{Brokers: cfg.KafkaBrokers, Topic: cfg.KafkaTopic, GroupID: "callqueue-worker"})
	defer r.Close()
	health.SetReady(true)

	for {
		msg, err := r.FetchMessage(ctx)
		if err != nil {
			if errors.Is(err, context.Canceled) {
				return
			}
			slog.Error("kafka fetch", "err", err)
			continue
		}
		var ev exceptionEvent
		if err := json.Unmarshal(msg.Value, &ev); err != nil {
			_ = r.CommitMessages(ctx, msg)
			continue
		}

		if ev.Resolved {
			err = rw.RemoveContact(ctx, ev.DepotListID, ev.Phone)
		} else {
			err = rw.AppendContacts(ctx, ev.DepotListID, []ringwell.Contact{{Phone: ev.Phone, ExternalRef: ev.ShipmentRef}})
		}
		switch {
		case errors.Is(err, ringwell.ErrAPIDisabled):
			slog.Error("ringwell api disabled, pausing consumer")
			health.SetReady(false)
			<-ctx.Done()
			return
		case errors.Is(err, ringwell.ErrUserNotFound):
			slog.Error("RINGWELL_USER_ID no longer exists in Ringwell", "user", cfg.RingwellUserID)
		case err != nil:
			slog.Warn("ringwell call failed", "ref", ev.ShipmentRef, "err", err)
			continue
		}
		_ = r.CommitMessages(ctx, msg)
	}
}
