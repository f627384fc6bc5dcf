// Package ringlanev2 reads call outcomes from the Ringlane v2 API.
package ringlanev2

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

type Client struct {
	base  string
	token string
	http  *retryablehttp.Client
}

func FromEnv() (*Client, error) {
	base := os.Getenv("RINGLANE_API_URL") // e.g. https://api.ringlane.io/api/public/v2
	tok := os.Getenv("RINGLANE_API_TOKEN")
	if base == "" || tok == "" {
		return nil, errors.New("RINGLANE_API_URL and RINGLANE_API_TOKEN are required")
	}
	rc := retryablehttp.NewClient()
	rc.RetryMax = 3
	rc.Logger = nil
	return &Client{base: base, token: tok, http: rc}, nil
}

// Problem is the v2 error envelope.
type Problem struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

type Call struct {
	ID        string    `json:"id"`
	Outcome   string    `json:"outcome"`
	Duration  int       `json:"durationSeconds"`
	EndedAt   time.Time `json:"endedAt"`
	RepUserID string    `json:"repUserId"`
}

func (c *Client) CallsSince(ctx context.Context, since time.Time) ([]Call, error) {
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodGet,
		c.base+"/calls?endedAfter="+since.UTC().Format(time.RFC3339), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		var p Problem
		_ = json.NewDecoder(resp.Body).Decode(&p)
		if p.Error.Code == "rate_limited" {
			return nil, fmt.Errorf("ringlane v2: rate limited")
		}
		return nil, fmt.Errorf("ringlane v2: %d %s: %s", resp.StatusCode, p.Error.Code, p.Error.Message)
	}
	var out struct {
		Data []Call `json:"data"`
	}
	return out.Data, json.NewDecoder(resp.Body).Decode(&out)
}
