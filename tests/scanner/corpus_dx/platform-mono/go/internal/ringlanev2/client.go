// Package ringlanev2 talks to the Ringlane v2 API. New code should use this
// package; internal/ringlane is kept until the list sync is ported.
package ringlanev2

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

const BaseURL = "https://api.ringlane.io/api/public/v2"

type Problem struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

type Client struct {
	token string
	hc    *http.Client
}

func New() *Client {
	// RINGLANE_V2_TOKEN looks like rlk_live_<uuid>.<secret>
	return &Client{token: os.Getenv("RINGLANE_V2_TOKEN"), hc: http.DefaultClient}
}

func (c *Client) Get(path string, out any) error {
	req, _ := http.NewRequest(http.MethodGet, BaseURL+path, nil)
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		var p Problem
		_ = json.NewDecoder(resp.Body).Decode(&p)
		if p.Error.Code == "audience_not_found" {
			return fmt.Errorf("ringlane v2: audience missing")
		}
		return fmt.Errorf("ringlane v2 %d: %s (%s)", resp.StatusCode, p.Error.Message, p.Error.Code)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}
