// Package v2 is the migrated Dialstream client (public API v2). New code
// should use this; the v1 package is kept until the list sync is ported.
package v2

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

const basePath = "/api/public/v2"

type Client struct {
	host   string
	apiKey string // dsk_live_<uuid>.<secret>
	hc     *http.Client
}

type Error struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func New(host, apiKey string) *Client {
	return &Client{host: host, apiKey: apiKey, hc: http.DefaultClient}
}

func (c *Client) GetCall(ctx context.Context, id string) (map[string]any, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s%s/calls/%s", c.host, basePath, id), nil)
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		var e Error
		_ = json.NewDecoder(resp.Body).Decode(&e)
		if e.Error.Code == "user_not_found" {
			return nil, fmt.Errorf("dialstream v2: %s", e.Error.Message)
		}
		return nil, fmt.Errorf("dialstream v2 %d: %s", resp.StatusCode, e.Error.Code)
	}
	var out map[string]any
	return out, json.NewDecoder(resp.Body).Decode(&out)
}
