package ringvale

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"
)

const basePath = "/api/public/v1"

var (
	ErrUserNotFound = errors.New("ringvale: acting user not found")
	ErrIdPDown      = errors.New("ringvale: identity provider unreachable")
	ErrDisabled     = errors.New("ringvale: public API disabled")
)

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

type Client struct {
	host   string
	apiKey string
	http   *http.Client
}

func New(host, apiKey string) *Client {
	if host == "" {
		host = "https://api.ringvale.io"
	}
	return &Client{host: host, apiKey: apiKey, http: &http.Client{Timeout: 10 * time.Second}}
}

type contact struct {
	Phone string `json:"phone"`
}

func (c *Client) AppendContacts(ctx context.Context, actingEmail string, listID int, phones []string) error {
	payload := struct {
		Contacts []contact `json:"contacts"`
	}{}
	for _, p := range phones {
		payload.Contacts = append(payload.Contacts, contact{Phone: p})
	}
	buf, _ := json.Marshal(payload)
	url := fmt.Sprintf("%s%s/contact-lists/%d/contacts", c.host, basePath, listID)
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, url, bytes.NewReader(buf))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Api-Key", c.apiKey)
	req.Header.Set("X-User-Email", actingEmail)

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode < 300 {
		return nil
	}
	var ae apiError
	_ = json.NewDecoder(resp.Body).Decode(&ae)
	switch resp.StatusCode {
	case http.StatusBadGateway:
		return ErrIdPDown
	case http.StatusServiceUnavailable:
		return ErrDisabled
	case http.StatusNotFound:
		if ae.Error == "user not found" {
			return ErrUserNotFound
		}
	}
	return fmt.Errorf("ringvale: %d %s", resp.StatusCode, ae.Error)
}
