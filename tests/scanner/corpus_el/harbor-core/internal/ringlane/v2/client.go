// Package v2 talks to the Ringlane v2 API. New code should use this package;
// internal/ringlane (v1) is being retired.
package v2

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

const defaultBaseURL = "https://api.ringlane.com/api/public/v2"

type Client struct {
	baseURL string
	key     string // rl_live_<uuid>.<secret>
	http    *http.Client
}

func New(key string) *Client {
	return &Client{baseURL: defaultBaseURL, key: key, http: &http.Client{Timeout: 15 * time.Second}}
}

// Error is the v2 problem body: {"error": {"code": "...", "message": "...", "request_id": "..."}}
type Error struct {
	Status int
	Body   struct {
		Code      string `json:"code"`
		Message   string `json:"message"`
		RequestID string `json:"request_id"`
	} `json:"error"`
}

func (e *Error) Error() string {
	return fmt.Sprintf("ringlane v2 %d %s: %s", e.Status, e.Body.Code, e.Body.Message)
}

type Audience struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Size int    `json:"size"`
}

func (c *Client) GetAudience(ctx context.Context, id string) (*Audience, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.baseURL+"/audiences/"+id, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		e := &Error{Status: resp.StatusCode}
		_ = json.NewDecoder(resp.Body).Decode(e)
		if e.Body.Code == "audience_not_found" {
			return nil, nil
		}
		return nil, e
	}
	var a Audience
	return &a, json.NewDecoder(resp.Body).Decode(&a)
}
