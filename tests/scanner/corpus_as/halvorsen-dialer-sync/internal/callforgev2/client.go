// Package callforgev2 is the migrated client for the CallForge v2 public API.
package callforgev2

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

const defaultBaseURL = "https://api.callforge.com/api/public/v2"

type Client struct {
	base  string
	token string // cfk_live_<uuid>.<secret>
	http  *http.Client
}

type apiError struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func New() *Client {
	base := os.Getenv("CALLFORGE_V2_BASE_URL")
	if base == "" {
		base = defaultBaseURL
	}
	return &Client{base: base, token: os.Getenv("CALLFORGE_V2_TOKEN"), http: http.DefaultClient}
}

func (c *Client) Audiences(ctx context.Context) (json.RawMessage, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/audiences", nil)
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		var ae apiError
		_ = json.NewDecoder(resp.Body).Decode(&ae)
		if ae.Error.Code == "rate_limited" {
			return nil, fmt.Errorf("callforge v2: rate limited")
		}
		return nil, fmt.Errorf("callforge v2: %s (%s)", ae.Error.Message, ae.Error.Code)
	}
	var out json.RawMessage
	return out, json.NewDecoder(resp.Body).Decode(&out)
}
