package sendgrid

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

// Minimal SendGrid Marketing Campaigns client: we only keep the "Freight
// Updates" contact list in sync with opted-in shippers.
const baseURL = "https://api.sendgrid.com/v3"

type Client struct {
	key  string
	http *http.Client
}

func New(key string) *Client { return &Client{key: key, http: http.DefaultClient} }

type sgError struct {
	Errors []struct {
		Field   string `json:"field"`
		Message string `json:"message"`
	} `json:"errors"`
}

func (c *Client) UpsertContacts(ctx context.Context, listID string, emails []string) error {
	contacts := make([]map[string]string, len(emails))
	for i, e := range emails {
		contacts[i] = map[string]string{"email": e}
	}
	buf, _ := json.Marshal(map[string]any{"list_ids": []string{listID}, "contacts": contacts})
	req, _ := http.NewRequestWithContext(ctx, http.MethodPut, baseURL+"/marketing/contacts", bytes.NewReader(buf))
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		var e sgError
		_ = json.NewDecoder(resp.Body).Decode(&e)
		if len(e.Errors) > 0 {
			return fmt.Errorf("sendgrid: %s: %s", e.Errors[0].Field, e.Errors[0].Message)
		}
		return fmt.Errorf("sendgrid: status %d", resp.StatusCode)
	}
	return nil
}

func (c *Client) DeleteList(ctx context.Context, listID string) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodDelete, baseURL+"/marketing/lists/"+listID, nil)
	req.Header.Set("Authorization", "Bearer "+c.key)
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return nil
	}
	return nil
}
