// Package sendgrid syncs opted-in prospects to a SendGrid marketing list.
package sendgrid

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
)

const apiBase = "https://api.sendgrid.com/v3"

type Client struct {
	apiKey string
	listID string
	http   *http.Client
}

func New(apiKey, listID string) *Client {
	return &Client{apiKey: apiKey, listID: listID, http: http.DefaultClient}
}

type contact struct {
	Email     string `json:"email"`
	FirstName string `json:"first_name,omitempty"`
}

// Upsert adds contacts to the configured marketing list.
func (c *Client) Upsert(ctx context.Context, emails []string) error {
	cs := make([]contact, 0, len(emails))
	for _, e := range emails {
		cs = append(cs, contact{Email: e})
	}
	body, _ := json.Marshal(map[string]any{"list_ids": []string{c.listID}, "contacts": cs})
	req, err := http.NewRequestWithContext(ctx, http.MethodPut, apiBase+"/marketing/contacts", bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusAccepted {
		var e struct {
			Errors []struct {
				Field   string `json:"field"`
				Message string `json:"message"`
			} `json:"errors"`
		}
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return fmt.Errorf("sendgrid: status %d: %+v", resp.StatusCode, e.Errors)
	}
	return nil
}

// DeleteList removes a SendGrid contact list (used by the cleanup job).
func (c *Client) DeleteList(ctx context.Context, id string) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodDelete, apiBase+"/marketing/lists/"+id, nil)
	req.Header.Set("Authorization", "Bearer "+c.apiKey)
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
