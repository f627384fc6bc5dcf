package geocode

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
)

// Client for the logistics team's geocoder, fronted by AWS API Gateway.
type Client struct {
	Endpoint string // e.g. https://k3j9x2.execute-api.us-east-1.amazonaws.com/prod
	APIKey   string
	HTTP     *http.Client
}

type Point struct {
	Lat float64 `json:"lat"`
	Lng float64 `json:"lng"`
}

func (c *Client) Lookup(ctx context.Context, address string) (*Point, error) {
	u := c.Endpoint + "/v1/geocode?q=" + url.QueryEscape(address)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("x-api-key", c.APIKey)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return nil, fmt.Errorf("geocode: upstream unavailable (%d)", resp.StatusCode)
	case http.StatusNotFound:
		return nil, nil
	default:
		var body map[string]string
		_ = json.NewDecoder(resp.Body).Decode(&body)
		return nil, fmt.Errorf("geocode: %s", body["error"])
	}
	var p Point
	return &p, json.NewDecoder(resp.Body).Decode(&p)
}
