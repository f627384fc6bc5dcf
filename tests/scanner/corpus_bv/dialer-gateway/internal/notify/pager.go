package notify

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

// Pager posts to the internal alerting service (fronted by AWS API Gateway).
type Pager struct {
	url    string
	apiKey string
	hc     *http.Client
}

func NewPager() *Pager {
	return &Pager{
		url:    os.Getenv("ALERTS_API_URL"), // e.g. https://x7k2.execute-api.us-east-1.amazonaws.com/prod/v1/alerts
		apiKey: os.Getenv("ALERTS_API_KEY"),
		hc:     http.DefaultClient,
	}
}

func (p *Pager) Page(ctx context.Context, summary string) error {
	b, _ := json.Marshal(map[string]string{"summary": summary, "service": "dialer-gateway"})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, p.url, bytes.NewReader(b))
	req.Header.Set("x-api-key", p.apiKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := p.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK, http.StatusAccepted:
		return nil
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return fmt.Errorf("alerts api unavailable (%d)", resp.StatusCode)
	default:
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return fmt.Errorf("alerts api: %s", e.Error)
	}
}
