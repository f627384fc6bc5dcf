package ringlane

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"
)

const defaultBaseURL = "https://api.ringlane.com/api/public/v1"

// Client is the Meridian wrapper around the Ringlane public API.
type Client struct {
	baseURL string
	apiKey  string
	http    *http.Client
}

func NewFromEnv() (*Client, error) {
	key := os.Getenv("RINGLANE_API_KEY")
	if key == "" {
		return nil, fmt.Errorf("ringlane: RINGLANE_API_KEY not set")
	}
	base := os.Getenv("RINGLANE_BASE_URL")
	if base == "" {
		base = defaultBaseURL
	}
	return &Client{baseURL: base, apiKey: key, http: &http.Client{Timeout: 10 * time.Second}}, nil
}

type Actor struct {
	Email     string
	IdpUserID string
}

func (c *Client) do(ctx context.Context, method, path string, actor Actor, body io.Reader, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, body)
	if err != nil {
		return err
	}
	req.Header.Set("X-Api-Key", c.apiKey)
	if actor.IdpUserID != "" {
		req.Header.Set("X-User-Id", actor.IdpUserID)
	} else {
		req.Header.Set("X-User-Email", actor.Email)
	}
	req.Header.Set("Content-Type", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return decodeError(resp)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}
