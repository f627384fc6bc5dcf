package geo

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// Client for the internal geocoder behind AWS API Gateway (usage-plan key).
type Client struct {
	base string
	key  string
	hc   *http.Client
}

func New(base, key string) *Client {
	return &Client{base: base, key: key, hc: &http.Client{Timeout: 3 * time.Second}}
}

type Result struct {
	Country  string `json:"country"`
	Timezone string `json:"timezone"`
}

func (c *Client) Lookup(ctx context.Context, phone string) (*Result, error) {
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/v1/numbers/"+phone, nil)
		req.Header.Set("x-api-key", c.key)
		resp, err := c.hc.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		defer resp.Body.Close()
		switch resp.StatusCode {
		case http.StatusOK:
			var r Result
			return &r, json.NewDecoder(resp.Body).Decode(&r)
		case http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
			lastErr = fmt.Errorf("geocoder: %d", resp.StatusCode)
			time.Sleep(time.Duration(attempt+1) * 200 * time.Millisecond)
		case http.StatusNotFound:
			return nil, nil
		default:
			return nil, fmt.Errorf("geocoder: unexpected %d", resp.StatusCode)
		}
	}
	return nil, lastErr
}
