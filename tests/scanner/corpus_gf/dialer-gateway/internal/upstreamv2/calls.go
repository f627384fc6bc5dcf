// Package upstreamv2 uses the RingPilot v2 API for call placement.
// Migrated in DIAL-311; contact lists still go through package upstream.
package upstreamv2

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

type Client struct {
	base string // e.g. https://api.ringpilot.io/api/public/v2
	key  string // rp_live_<uuid>.<secret>
	hc   *http.Client
}

func New(base, key string) *Client { return &Client{base: base, key: key, hc: http.DefaultClient} }

type problem struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

type CallRequest struct {
	From     string `json:"from"`
	To       string `json:"to"`
	AgentRef string `json:"agent_ref"`
}

func (c *Client) PlaceCall(ctx context.Context, r CallRequest) (string, error) {
	b, _ := json.Marshal(r)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/calls", bytes.NewReader(b))
	if err != nil {
		return "", err
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.hc.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		var p problem
		_ = json.NewDecoder(resp.Body).Decode(&p)
		if p.Error.Code == "agent_not_found" {
			return "", fmt.Errorf("agent %q has no seat", r.AgentRef)
		}
		return "", fmt.Errorf("ringpilot v2: %s (%s)", p.Error.Message, p.Error.Code)
	}
	var out struct {
		ID string `json:"id"`
	}
	return out.ID, json.NewDecoder(resp.Body).Decode(&out)
}
