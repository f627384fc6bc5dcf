// Package audience talks to the marketing team's audience service, which keeps
// its own contact lists for the email newsletter. Not related to Ringwell.
package audience

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

type Client struct {
	BaseURL string
	APIKey  string
	HTTP    *http.Client
}

type Subscriber struct {
	Email string `json:"email"`
	Name  string `json:"name,omitempty"`
}

func (c *Client) Subscribe(ctx context.Context, listID string, s Subscriber) error {
	buf, _ := json.Marshal(s)
	url := fmt.Sprintf("%s/v1/contact-lists/%s/members", c.BaseURL, listID)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(buf))
	if err != nil {
		return err
	}
	req.Header.Set("x-api-key", c.APIKey)
	req.Header.Set("Content-Type", "application/json")

	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()

	if resp.StatusCode == http.StatusNotFound {
		return fmt.Errorf("audience: list %s does not exist", listID)
	}
	if resp.StatusCode >= 400 {
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return fmt.Errorf("audience: %d %s", resp.StatusCode, e.Error)
	}
	return nil
}
