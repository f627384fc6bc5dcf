package callcrest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

type Client struct {
	baseURL string
	apiKey  string
	http    *http.Client
}

type ContactList struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Size      int       `json:"size"`
	CreatedAt time.Time `json:"created_at"`
}

type Contact struct {
	Phone     string `json:"phone"`
	FirstName string `json:"first_name,omitempty"`
	LastName  string `json:"last_name,omitempty"`
}

func New(baseURL, apiKey string, hc *http.Client) *Client {
	if baseURL == "" {
		baseURL = DefaultBaseURL
	}
	return &Client{baseURL: strings.TrimRight(baseURL, "/"), apiKey: apiKey, http: hc}
}

func (c *Client) do(ctx context.Context, method, path, actingEmail string, in, out any) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, body)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.apiKey)
	req.Header.Set(headerUserEmail, actingEmail)
	req.Header.Set("User-Agent", userAgent)
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}

	var resp *http.Response
	for attempt := 0; attempt < 3; attempt++ {
		resp, err = c.http.Do(req)
		if err != nil {
			return fmt.Errorf("callcrest: %s %s: %w", method, path, err)
		}
		if !isRetryable(resp.StatusCode) {
			break
		}
		resp.Body.Close()
		time.Sleep(time.Duration(attempt+1) * 300 * time.Millisecond)
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

func (c *Client) ListContactLists(ctx context.Context, actingEmail string) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, pathContactLists, actingEmail, nil, &out)
	return out.Data, err
}

func (c *Client) CreateContactList(ctx context.Context, actingEmail, name string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, http.MethodPost, pathContactLists, actingEmail, map[string]string{"name": name}, &out)
	return &out, err
}

func (c *Client) AddContacts(ctx context.Context, actingEmail, listID string, contacts []Contact) error {
	p := fmt.Sprintf(pathListContacts, url.PathEscape(listID))
	return c.do(ctx, http.MethodPost, p, actingEmail, map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, actingEmail, listID, phone string) error {
	p := fmt.Sprintf(pathListContact, url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, p, actingEmail, nil, nil)
}

func (c *Client) DeleteContactList(ctx context.Context, actingEmail, listID string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf(pathContactList, url.PathEscape(listID)), actingEmail, nil, nil)
}
