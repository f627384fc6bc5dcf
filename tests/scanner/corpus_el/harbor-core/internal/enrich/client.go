// Package enrich calls the internal property-enrichment service (roof area, utility, etc).
package enrich

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

type Client struct {
	base string
	key  string
	http *http.Client
}

func New(base, key string) *Client {
	return &Client{base: base, key: key, http: &http.Client{Timeout: 5 * time.Second}}
}

type Property struct {
	RoofSqFt   int     `json:"roof_sqft"`
	Utility    string  `json:"utility"`
	AvgKWhMo   float64 `json:"avg_kwh_month"`
	ShadeScore float64 `json:"shade_score"`
}

func (c *Client) Lookup(ctx context.Context, address, actingUser string) (*Property, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/properties?address="+url.QueryEscape(address), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("X-Api-Key", c.key)
	req.Header.Set("X-User-Email", actingUser) // enrich audits who looked up what
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusNotFound:
		return nil, nil
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return nil, fmt.Errorf("enrich: upstream county data unavailable (%d)", resp.StatusCode)
	default:
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return nil, fmt.Errorf("enrich %d: %s", resp.StatusCode, e.Error)
	}
	var p Property
	return &p, json.NewDecoder(resp.Body).Decode(&p)
}
