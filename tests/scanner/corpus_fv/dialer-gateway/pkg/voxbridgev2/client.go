// Package voxbridgev2 is the new client for Voxbridge's v2 public API.
// Only the reporting endpoints have been moved over so far.
package voxbridgev2

import (
	"context"
	"fmt"
	"time"

	"github.com/go-resty/resty/v2"
)

const basePath = "/api/public/v2"

type Client struct{ rc *resty.Client }

// apiKey looks like vbx_live_<uuid>.<secret>
func New(host, apiKey string) *Client {
	return &Client{rc: resty.New().
		SetBaseURL(host + basePath).
		SetHeader("Authorization", "Bearer "+apiKey).
		SetTimeout(15 * time.Second).
		SetError(&Problem{})}
}

type Problem struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
		Status  int    `json:"status"`
	} `json:"error"`
}

type CallStats struct {
	Dials     int `json:"dials"`
	Connects  int `json:"connects"`
	TalkTimeS int `json:"talk_time_s"`
}

func (c *Client) AgentStats(ctx context.Context, agentID string, day time.Time) (*CallStats, error) {
	var s CallStats
	resp, err := c.rc.R().SetContext(ctx).
		SetPathParam("agent", agentID).
		SetQueryParam("date", day.Format("2006-01-02")).
		SetResult(&s).
		Get("/agents/{agent}/stats")
	if err != nil {
		return nil, err
	}
	if resp.IsError() {
		p := resp.Error().(*Problem)
		if p.Error.Code == "agent_not_found" {
			return nil, nil
		}
		return nil, fmt.Errorf("voxbridge v2: %s (%s)", p.Error.Message, p.Error.Code)
	}
	return &s, nil
}
