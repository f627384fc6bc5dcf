// Package callingv2 is the first slice of the Ringlark v2 migration: call recordings.
package callingv2

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

const baseURL = "https://api.ringlark.com/api/public/v2"

type Client struct {
	key  string // rlk_live_<uuid>.<secret>
	http *http.Client
}

func New() *Client {
	return &Client{key: os.Getenv("RINGLARK_V2_KEY"), http: &http.Client{Timeout: 30 * time.Second}}
}

type Problem struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

type Recording struct {
	CallID string `json:"call_id"`
	URL    string `json:"url"`
}

func (c *Client) Recording(ctx context.Context, callID string) (*Recording, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, baseURL+"/calls/"+callID+"/recording", nil)
	req.Header.Set("Authorization", "Bearer "+c.key)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var p Problem
		_ = json.NewDecoder(resp.Body).Decode(&p)
		if p.Error.Code == "recording_not_ready" {
			return nil, fmt.Errorf("recording for %s not ready yet", callID)
		}
		return nil, fmt.Errorf("ringlark v2: %d %s", resp.StatusCode, p.Error.Code)
	}
	var rec Recording
	return &rec, json.NewDecoder(resp.Body).Decode(&rec)
}
