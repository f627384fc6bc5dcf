package dialwise

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"

	"github.com/fernhollow/list-sync/internal/httpx"
)

const (
	headerAPIKey = "X-Api-Key"
	headerUserID = "X-User-Id"
)

// retryOn: Dialwise returns 502 when its Okta lookup times out; retry that too.
var retryOn = map[int]bool{http.StatusTooManyRequests: true, http.StatusBadGateway: true}

type Client struct {
	BaseURL     string
	APIKey      string
	ActingUser  string
	http        *http.Client
}

func New(baseURL, apiKey, actingUserID string) *Client {
	return &Client{BaseURL: baseURL, APIKey: apiKey, ActingUser: actingUserID, http: httpx.NewClient()}
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var raw []byte
	if in != nil {
		var err error
		if raw, err = json.Marshal(in); err != nil {
			return err
		}
	}
	resp, err := httpx.Do(ctx, c.http, func() (*http.Request, error) {
		req, err := http.NewRequest(method, c.BaseURL+path, bytes.NewReader(raw))
		if err != nil {
			return nil, err
		}
		req.Header.Set(headerAPIKey, c.APIKey)
		req.Header.Set(headerUserID, c.ActingUser)
		req.Header.Set("Content-Type", "application/json")
		return req, nil
	}, retryOn)
	if err != nil {
		return fmt.Errorf("dialwise %s %s: %w", method, path, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		body, _ := io.ReadAll(resp.Body)
		return parseError(resp.StatusCode, body)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}
