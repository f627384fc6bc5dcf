// Package callvanev2 is the start of the migration to Callvane's v2 API.
// Not wired into main yet.
package callvanev2

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

const DefaultBaseURL = "https://api.callvane.io/api/public/v2"

type Client struct {
	BaseURL string
	Key     string // cvn_live_<uuid>.<secret>
	HTTP    *http.Client
}

type Problem struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func (p *Problem) Err(status int) error {
	return fmt.Errorf("callvane v2: %d %s: %s", status, p.Error.Code, p.Error.Message)
}

func (c *Client) Get(ctx context.Context, path string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.BaseURL+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.Key)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		var p Problem
		_ = json.NewDecoder(resp.Body).Decode(&p)
		if p.Error.Code == "rate_limited" {
			return fmt.Errorf("callvane v2: rate limited")
		}
		return p.Err(resp.StatusCode)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}
