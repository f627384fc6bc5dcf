// Package sendgrid syncs ops notification recipients to SendGrid marketing lists.
package sendgrid

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

const baseURL = "https://api.sendgrid.com/v3"

type Client struct {
	key string
	hc  *http.Client
}

func New() *Client {
	return &Client{key: os.Getenv("SENDGRID_API_KEY"), hc: http.DefaultClient}
}

// UpsertContacts adds recipients to a marketing contact list.
func (c *Client) UpsertContacts(listID string, emails []string) error {
	contacts := make([]map[string]string, 0, len(emails))
	for _, e := range emails {
		contacts = append(contacts, map[string]string{"email": e})
	}
	payload, _ := json.Marshal(map[string]any{"list_ids": []string{listID}, "contacts": contacts})
	req, _ := http.NewRequest(http.MethodPut, baseURL+"/marketing/contacts", bytes.NewReader(payload))
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusAccepted:
		return nil
	case http.StatusNotFound:
		return fmt.Errorf("sendgrid: contact list %s not found", listID)
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return fmt.Errorf("sendgrid: upstream unavailable (%d)", resp.StatusCode)
	}
	var e struct {
		Errors []struct {
			Field   string `json:"field"`
			Message string `json:"message"`
		} `json:"errors"`
	}
	_ = json.NewDecoder(resp.Body).Decode(&e)
	return fmt.Errorf("sendgrid: %d %+v", resp.StatusCode, e.Errors)
}
