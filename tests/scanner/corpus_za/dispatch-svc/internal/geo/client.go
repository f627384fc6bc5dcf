package geo

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

// Client for the internal geocoding service behind AWS API Gateway.
type Client struct {
	base string
	key  string
	hc   *http.Client
}

func FromEnv() *Client {
	return &Client{base: "https://geo.internal.harborline.dev/v1", key: os.Getenv("GEO_GATEWAY_KEY"), hc: http.DefaultClient}
}

func (c *Client) Lookup(ctx context.Context, addr string) (lat, lng float64, err error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/geocode?q="+addr, nil)
	req.Header.Set("x-api-key", c.key)
	resp, err := c.hc.Do(req)
	if err != nil {
		return 0, 0, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return 0, 0, fmt.Errorf("geo: gateway unavailable (%d)", resp.StatusCode)
	case http.StatusNotFound:
		return 0, 0, fmt.Errorf("geo: no match for %q", addr)
	default:
		return 0, 0, fmt.Errorf("geo: status %d", resp.StatusCode)
	}
	var out struct{ Lat, Lng float64 }
	err = json.NewDecoder(resp.Body).Decode(&out)
	return out.Lat, out.Lng, err
}
