package callharbor

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"time"
)

const (
	defaultBaseURL = "https://api.callharbor.com/api/public/v1"
	headerAPIKey   = "x-api-key"
	headerUserID   = "x-user-id"
)

// Client talks to the CallHarbor public API on behalf of the routing bot.
type Client struct {
	baseURL      string
	apiKey       string
	actingUserID string
	http         *http.Client
}

func New(baseURL, actingUserID string) *Client {
	if baseURL == "" {
		baseURL = defaultBaseURL
	}
	return &Client{
		baseURL:      baseURL,
		apiKey:       os.Getenv("CALLHARBOR_API_KEY"),
		actingUserID: actingUserID,
		http:         &http.Client{Timeout: 10 * time.Second},
	}
}

type contact struct {
	Phone     string `json:"phone"`
	FirstName string `json:"firstName,omitempty"`
}

// AppendContacts adds phone numbers to an existing contact list.
func (c *Client) AppendContacts(ctx context.Context, listID string, phones []string) error {
	body := struct {
		Contacts []contact `json:"contacts"`
	}{}
	for _, p := range phones {
		body.Contacts = append(body.Contacts, contact{Phone: p})
	}
	path := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID))
	return c.do(ctx, http.MethodPost, path, body)
}

// RemoveContact drops a single number, e.g. after a do-not-call request.
func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	path := "/contact-lists/" + url.PathEscape(listID) + "/contacts/" + url.PathEscape(phone)
	return c.do(ctx, http.MethodDelete, path, nil)
}

func (c *Client) do(ctx context.Context, method, path string, in any) error {
	var buf bytes.Buffer
	if in != nil {
		if err := json.NewEncoder(&buf).Encode(in); err != nil {
			return err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, &buf)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.apiKey)
	req.Header.Set(headerUserID, c.actingUserID)
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
