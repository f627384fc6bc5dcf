// Package apigw calls the internal routing API that sits behind AWS API Gateway.
package apigw

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

type Client struct {
	baseURL string
	apiKey  string
	hc      *http.Client
}

func New(baseURL, apiKey string) *Client {
	return &Client{baseURL: baseURL, apiKey: apiKey, hc: &http.Client{Timeout: 5 * time.Second}}
}

type Assignment struct {
	RepEmail string `json:"rep_email"`
	Queue    string `json:"queue"`
	VIP      bool   `json:"vip"`
}

func (c *Client) AssignRep(ctx context.Context, shipperID string) (*Assignment, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s/v1/assignments/%s", c.baseURL, shipperID), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("x-api-key", c.apiKey)
	resp, err := c.hc.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()

	switch resp.StatusCode {
	case http.StatusOK:
	case http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
		return nil, fmt.Errorf("routing api unavailable (%d)", resp.StatusCode)
	case http.StatusNotFound:
		return &Assignment{Queue: "default"}, nil
	default:
		var e struct {
			Message string `json:"message"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return nil, fmt.Errorf("routing api %d: %s", resp.StatusCode, e.Message)
	}
	var a Assignment
	return &a, json.NewDecoder(resp.Body).Decode(&a)
}
