package notify

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

// Posts dial-outcome summaries to the internal notifications service that sits
// behind AWS API Gateway (usage-plan key).
type Gateway struct {
	endpoint string
	apiKey   string
	client   *http.Client
}

func NewGateway() *Gateway {
	return &Gateway{
		endpoint: os.Getenv("NOTIFY_GATEWAY_URL"), // e.g. https://abc123.execute-api.us-east-1.amazonaws.com/prod/v1/notify
		apiKey:   os.Getenv("NOTIFY_GATEWAY_KEY"),
		client:   http.DefaultClient,
	}
}

func (g *Gateway) Send(ctx context.Context, userEmail string, msg any) error {
	b, _ := json.Marshal(msg)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, g.endpoint, bytes.NewReader(b))
	req.Header.Set("x-api-key", g.apiKey)
	req.Header.Set("X-User-Email", userEmail)
	req.Header.Set("Content-Type", "application/json")
	resp, err := g.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusServiceUnavailable {
		return fmt.Errorf("notify gateway temporarily unavailable (%d)", resp.StatusCode)
	}
	if resp.StatusCode >= 300 {
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return fmt.Errorf("notify: %s", e.Error)
	}
	return nil
}
