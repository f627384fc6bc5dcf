// Package postwren syncs homeowners who opted into email updates.
package postwren

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
)

const baseURL = "https://api.postwren.io/v1"

type Client struct {
	key string
	hc  *http.Client
}

func New(key string) *Client { return &Client{key: key, hc: http.DefaultClient} }

func (c *Client) AddToList(listID, email string) error {
	b, _ := json.Marshal(map[string]string{"email": email})
	req, _ := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/contact-lists/%s/contacts", baseURL, listID), bytes.NewReader(b))
	req.Header.Set("X-API-Key", c.key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusServiceUnavailable {
		return fmt.Errorf("postwren temporarily unavailable: %d", resp.StatusCode)
	}
	if resp.StatusCode >= 300 {
		var e struct {
			Error string `json:"error"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return fmt.Errorf("postwren: %s", e.Error)
	}
	return nil
}
