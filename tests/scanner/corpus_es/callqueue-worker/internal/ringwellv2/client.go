// Package ringwellv2 is the in-progress port to Ringwell API v2 (PLAT-1412).
// Only call-campaign audiences are wired so far; contact lists still go through
// internal/ringwell.
package ringwellv2

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
)

const BasePath = "/api/public/v2"

type Client struct {
	Host   string
	Token  string // rwk_live_<uuid>.<secret>
	HTTP   *http.Client
}

type Problem struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func (c *Client) GetAudience(ctx context.Context, id string) (map[string]any, error) {
	url := strings.TrimRight(c.Host, "/") + BasePath + "/audiences/" + id
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	req.Header.Set("Authorization", "Bearer "+c.Token)

	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()

	if resp.StatusCode >= 400 {
		var p Problem
		_ = json.NewDecoder(resp.Body).Decode(&p)
		if p.Error.Code == "audience_not_found" {
			return nil, fmt.Errorf("ringwell v2: audience %s not found", id)
		}
		return nil, fmt.Errorf("ringwell v2: %s (%s)", p.Error.Message, p.Error.Code)
	}
	var out map[string]any
	return out, json.NewDecoder(resp.Body).Decode(&out)
}
