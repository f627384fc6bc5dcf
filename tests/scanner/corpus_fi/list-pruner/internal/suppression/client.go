// Package suppression talks to the internal do-not-call service owned by the
// compliance team (behind the AWS API Gateway in the shared VPC).
package suppression

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

type Client struct {
	baseURL string
	apiKey  string
	hc      *http.Client
}

func New(baseURL, apiKey string) *Client {
	return &Client{baseURL: baseURL, apiKey: apiKey, hc: &http.Client{Timeout: 10 * time.Second}}
}

type Entry struct {
	Phone   string    `json:"phone"`
	Reason  string    `json:"reason"`
	AddedAt time.Time `json:"added_at"`
}

// Since returns numbers added to the do-not-call list after t.
func (c *Client) Since(ctx context.Context, t time.Time) ([]Entry, error) {
	u := c.baseURL + "/v1/suppressions?since=" + url.QueryEscape(t.UTC().Format(time.RFC3339))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	// API Gateway usage-plan key, not a Ringlane key.
	req.Header.Set("x-api-key", c.apiKey)
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return nil, fmt.Errorf("suppression service unavailable (%d), try again later", resp.StatusCode)
	default:
		var e struct {
			Message string `json:"message"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return nil, fmt.Errorf("suppression: %d %s", resp.StatusCode, e.Message)
	}
	var out struct {
		Items []Entry `json:"items"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, err
	}
	return out.Items, nil
}
