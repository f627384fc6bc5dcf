package callspring

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

type Client struct {
	baseURL string
	apiKey  string
	http    *http.Client
}

func New(baseURL, apiKey string) *Client {
	return &Client{baseURL: baseURL, apiKey: apiKey, http: &http.Client{Timeout: 10 * time.Second}}
}

type StartCallRequest struct {
	From        string `json:"from"`
	To          string `json:"to"`
	AgentID     string `json:"agent_id"`
	ExternalRef string `json:"external_ref,omitempty"`
}

type Call struct {
	ID     string `json:"id"`
	Status string `json:"status"`
}

func (c *Client) StartCall(ctx context.Context, in StartCallRequest) (*Call, error) {
	buf, _ := json.Marshal(in)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.baseURL+"/calls", bytes.NewReader(buf))
	if err != nil {
		return nil, err
	}
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Idempotency-Key", in.ExternalRef)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("callspring: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return nil, decodeError(resp)
	}
	var out Call
	return &out, json.NewDecoder(resp.Body).Decode(&out)
}

func (c *Client) AddToDialList(ctx context.Context, listID, leadPhone string) error {
	buf, _ := json.Marshal(map[string]string{"phone": leadPhone})
	url := fmt.Sprintf("%s/dial-lists/%s/members", c.baseURL, listID)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(buf))
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return decodeError(resp)
	}
	return nil
}
