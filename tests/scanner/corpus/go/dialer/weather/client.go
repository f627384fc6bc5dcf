// Package weather fetches local forecasts; the scheduler avoids placing
// outbound calls into regions under severe weather alerts.
package weather

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

const baseURL = "https://api.weatherstack.example.com/v1"

type Client struct {
	key  string
	http *http.Client
}

type Alert struct {
	Region   string `json:"region"`
	Severity string `json:"severity"`
}

func New(key string) *Client {
	return &Client{key: key, http: &http.Client{Timeout: 5 * time.Second}}
}

func (c *Client) Alerts(ctx context.Context, region string) ([]Alert, error) {
	u := fmt.Sprintf("%s/alerts?region=%s", baseURL, url.QueryEscape(region))
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("x-api-key", c.key)
	req.Header.Set("Accept", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusServiceUnavailable, http.StatusBadGateway:
		return nil, fmt.Errorf("weather: upstream unavailable (%d)", resp.StatusCode)
	default:
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return nil, fmt.Errorf("weather: %d %s", resp.StatusCode, e.Error)
	}
	var out struct {
		Alerts []Alert `json:"alerts"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&out); err != nil {
		return nil, err
	}
	return out.Alerts, nil
}
