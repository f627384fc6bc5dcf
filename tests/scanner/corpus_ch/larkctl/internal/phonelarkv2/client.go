// Package phonelarkv2 talks to the v2 API. New commands should use this package.
package phonelarkv2

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

const basePath = "/api/public/v2"

type Problem struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

type Client struct {
	Host  string
	Token string // pl_live_<uuid>.<secret>
	HTTP  *http.Client
}

func (c *Client) Me(ctx context.Context) (map[string]any, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.Host+basePath+"/me", nil)
	req.Header.Set("Authorization", "Bearer "+c.Token)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var p Problem
		_ = json.NewDecoder(resp.Body).Decode(&p)
		if p.Error.Code == "user_not_found" {
			return nil, fmt.Errorf("token owner no longer exists")
		}
		return nil, fmt.Errorf("phonelark v2 %d: %s", resp.StatusCode, p.Error.Code)
	}
	var out map[string]any
	return out, json.NewDecoder(resp.Body).Decode(&out)
}
