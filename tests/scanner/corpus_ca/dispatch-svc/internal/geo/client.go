package geo

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
)

// Client talks to the internal geocoder behind AWS API Gateway.
type Client struct {
	BaseURL string // e.g. https://geo.internal.harborpeak.net/v1
	APIKey  string
	HTTP    *http.Client
}

var ErrNotFound = errors.New("geo: no match")

type Result struct {
	Lat      float64 `json:"lat"`
	Lng      float64 `json:"lng"`
	Timezone string  `json:"tz"`
}

func (c *Client) Lookup(ctx context.Context, postcode string) (*Result, error) {
	u := fmt.Sprintf("%s/lookup?postcode=%s", c.BaseURL, url.QueryEscape(postcode))
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	req.Header.Set("x-api-key", c.APIKey)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusNotFound:
		return nil, ErrNotFound
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return nil, fmt.Errorf("geo: upstream unavailable (%d)", resp.StatusCode)
	default:
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return nil, fmt.Errorf("geo: %d %s", resp.StatusCode, e.Error)
	}
	var r Result
	return &r, json.NewDecoder(resp.Body).Decode(&r)
}
