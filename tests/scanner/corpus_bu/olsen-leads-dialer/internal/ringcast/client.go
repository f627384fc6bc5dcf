package ringcast

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// Client is the v2 client (migrated 2024-02, see docs/ringcast-v2.md).
type Client struct {
	cfg  Config
	http *http.Client
}

func NewClient(cfg Config) *Client {
	return &Client{cfg: cfg, http: &http.Client{Timeout: 20 * time.Second}}
}

type Call struct {
	ID         string    `json:"id"`
	From       string    `json:"from"`
	To         string    `json:"to"`
	Outcome    string    `json:"outcome"`
	StartedAt  time.Time `json:"started_at"`
	DurationMS int       `json:"duration_ms"`
}

func (c *Client) GetCall(ctx context.Context, id string) (*Call, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.cfg.currentBase()+"/calls/"+id, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.cfg.APIKey)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var e struct {
			Error struct {
				Code    string `json:"code"`
				Message string `json:"message"`
			} `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		if e.Error.Code == "not_found" {
			return nil, ErrNotFound
		}
		return nil, fmt.Errorf("ringcast v2: %s (%s)", e.Error.Message, e.Error.Code)
	}
	var out Call
	return &out, json.NewDecoder(resp.Body).Decode(&out)
}
