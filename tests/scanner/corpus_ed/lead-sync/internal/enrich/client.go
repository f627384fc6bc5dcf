package enrich

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"time"
)

// Client calls the data-team enrichment lambda behind AWS API Gateway.
type Client struct {
	url string
	key string
	hc  *http.Client
}

func New() *Client {
	return &Client{
		url: os.Getenv("ENRICH_URL"), // https://abc123.execute-api.us-east-1.amazonaws.com/prod/v1/enrich
		key: os.Getenv("ENRICH_API_KEY"),
		hc:  &http.Client{Timeout: 8 * time.Second},
	}
}

type Company struct {
	Domain    string `json:"domain"`
	Employees int    `json:"employees"`
	Industry  string `json:"industry"`
}

var ErrNoMatch = errors.New("enrich: no match")

func (c *Client) Lookup(ctx context.Context, domain string) (*Company, error) {
	for attempt := 0; attempt < 3; attempt++ {
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, c.url+"?domain="+domain, nil)
		req.Header.Set("x-api-key", c.key)
		resp, err := c.hc.Do(req)
		if err != nil {
			return nil, err
		}
		switch resp.StatusCode {
		case http.StatusOK:
			defer resp.Body.Close()
			var co Company
			return &co, json.NewDecoder(resp.Body).Decode(&co)
		case http.StatusNotFound:
			resp.Body.Close()
			return nil, ErrNoMatch
		case http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
			resp.Body.Close() // lambda cold start
			time.Sleep(time.Duration(attempt+1) * 300 * time.Millisecond)
			continue
		default:
			var e struct {
				Error string `json:"error"`
			}
			_ = json.NewDecoder(resp.Body).Decode(&e)
			resp.Body.Close()
			return nil, fmt.Errorf("enrich: %d %s", resp.StatusCode, e.Error)
		}
	}
	return nil, fmt.Errorf("enrich: gave up on %s", domain)
}
