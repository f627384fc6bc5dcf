package dialwise

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

const defaultBaseURL = "https://api.dialwise.io/api/public/v2"

type Client struct {
	baseURL string
	key     string
	http    *http.Client
}

type APIError struct {
	Status int
	Code   string `json:"code"`
	Msg    string `json:"message"`
}

func (e *APIError) Error() string { return fmt.Sprintf("dialwise %d %s: %s", e.Status, e.Code, e.Msg) }

func New() *Client {
	base := os.Getenv("DIALWISE_BASE_URL")
	if base == "" {
		base = defaultBaseURL
	}
	return &Client{baseURL: base, key: os.Getenv("DIALWISE_V2_KEY"), http: &http.Client{Timeout: 10 * time.Second}}
}

func (c *Client) GetCall(ctx context.Context, id string) (map[string]any, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/calls/"+id, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		var envelope struct {
			Error APIError `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&envelope)
		envelope.Error.Status = resp.StatusCode
		if envelope.Error.Code == "rate_limited" || resp.StatusCode == http.StatusServiceUnavailable {
			return nil, fmt.Errorf("retryable: %w", &envelope.Error)
		}
		return nil, &envelope.Error
	}
	var out map[string]any
	return out, json.NewDecoder(resp.Body).Decode(&out)
}
