// Package mailpond talks to Tallyhaus' internal email-marketing service.
package mailpond

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

type Client struct {
	BaseURL string // e.g. https://mailpond.internal.tallyhaus.net/v1
	APIKey  string
	HTTP    *http.Client
}

type mailpondError struct {
	Error string `json:"error"`
}

// SubscribeToList adds an email address to a newsletter contact list.
func (c *Client) SubscribeToList(ctx context.Context, listID, email string) error {
	body, _ := json.Marshal(map[string]string{"email": email})
	url := fmt.Sprintf("%s/contact-lists/%s/members", c.BaseURL, listID)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(body))
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
	switch resp.StatusCode {
	case http.StatusOK, http.StatusCreated, http.StatusConflict:
		return nil
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return fmt.Errorf("mailpond unavailable (%d)", resp.StatusCode)
	}
	var e mailpondError
	_ = json.NewDecoder(resp.Body).Decode(&e)
	return fmt.Errorf("mailpond: %s", e.Error)
}
