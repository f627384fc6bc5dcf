package pagerduty

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

const eventsURL = "https://events.pagerduty.com/v2/enqueue"

type Event struct {
	RoutingKey  string  `json:"routing_key"`
	EventAction string  `json:"event_action"`
	DedupKey    string  `json:"dedup_key,omitempty"`
	Payload     Payload `json:"payload"`
}

type Payload struct {
	Summary  string `json:"summary"`
	Source   string `json:"source"`
	Severity string `json:"severity"`
}

func Trigger(ctx context.Context, routingKey, summary string) error {
	b, _ := json.Marshal(Event{RoutingKey: routingKey, EventAction: "trigger", Payload: Payload{Summary: summary, Source: "callctl", Severity: "error"}})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, eventsURL, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusServiceUnavailable {
		return fmt.Errorf("pagerduty temporarily unavailable (%d)", resp.StatusCode)
	}
	if resp.StatusCode != http.StatusAccepted {
		var e struct {
			Status  string   `json:"status"`
			Message string   `json:"message"`
			Errors  []string `json:"errors"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return fmt.Errorf("pagerduty: %s: %v", e.Message, e.Errors)
	}
	return nil
}
