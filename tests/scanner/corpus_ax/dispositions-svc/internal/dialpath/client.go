package dialpath

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// Migrated to the v2 API in DISP-231: per-integration key, no acting-user header,
// structured errors.
const defaultBase = "https://api.dialpath.io/api/public/v2"

type Client struct {
	base string
	key  string
	http *http.Client
}

func NewFromEnv() *Client {
	base := os.Getenv("DIALPATH_V2_BASE_URL")
	if base == "" {
		base = defaultBase
	}
	rc := retryablehttp.NewClient()
	rc.RetryMax = 3
	rc.RetryWaitMax = 5 * time.Second
	rc.Logger = nil
	// v2 only asks us to retry on 429 and on 503 with Retry-After.
	rc.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		if resp != nil && (resp.StatusCode == http.StatusTooManyRequests || resp.StatusCode == http.StatusServiceUnavailable) {
			return true, nil
		}
		return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
	}
	return &Client{base: base, key: os.Getenv("DIALPATH_V2_KEY"), http: rc.StandardClient()}
}

type Disposition struct {
	CallID  string `json:"call_id"`
	Outcome string `json:"outcome"`
	Notes   string `json:"notes,omitempty"`
}

func (c *Client) Dispositions(ctx context.Context, since time.Time) ([]Disposition, error) {
	url := fmt.Sprintf("%s/calls/dispositions?since=%s", c.base, since.UTC().Format(time.RFC3339))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Accept", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return nil, decodeProblem(resp)
	}
	var page struct {
		Items []Disposition `json:"items"`
	}
	return page.Items, json.NewDecoder(resp.Body).Decode(&page)
}
