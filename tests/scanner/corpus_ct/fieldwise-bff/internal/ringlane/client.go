package ringlane

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

const (
	headerAPIKey     = "X-Api-Key"
	headerActingUser = "X-User-Email"
)

// Client talks to Ringlane's public API on behalf of a Fieldwise rep.
type Client struct {
	baseURL string
	apiKey  string
	http    *http.Client
}

func NewClient(baseURL, apiKey string) *Client {
	return &Client{
		baseURL: strings.TrimRight(baseURL, "/"),
		apiKey:  apiKey,
		http:    &http.Client{Timeout: 15 * time.Second},
	}
}

type ContactList struct {
	ID           string    `json:"id"`
	Name         string    `json:"name"`
	ContactCount int       `json:"contact_count"`
	UpdatedAt    time.Time `json:"updated_at"`
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
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set(headerAPIKey, c.apiKey)
	req.Header.Set(headerActingUser, actingEmail)

	res, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("ringlane %s %s: %w", method, path, err)
	}
	defer res.Body.Close()
	if res.StatusCode >= 300 {
		return decodeAPIError(res)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(res.Body).Decode(out)
}

func (c *Client) ListContactLists(ctx context.Context, actingEmail string) ([]ContactList, error) {
	var page struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, "/contact-lists?per_page=100", actingEmail, nil, &page)
	return page.Data, err
}

func (c *Client) CreateContactList(ctx context.Context, actingEmail, name string) (*ContactList, error) {
	var cl ContactList
	err := c.do(ctx, http.MethodPost, "/contact-lists", actingEmail, map[string]string{"name": name}, &cl)
	return &cl, err
}

func (c *Client) RenameContactList(ctx context.Context, actingEmail, id, name string) error {
	return c.do(ctx, http.MethodPatch, "/contact-lists/"+url.PathEscape(id), actingEmail, map[string]string{"name": name}, nil)
}

func (c *Client) DeleteContactList(ctx context.Context, actingEmail, id string) error {
	return c.do(ctx, http.MethodDelete, "/contact-lists/"+url.PathEscape(id), actingEmail, nil, nil)
}

func (c *Client) GetContactList(ctx context.Context, actingEmail, id string) (*ContactList, error) {
	var cl ContactList
	err := c.do(ctx, http.MethodGet, "/contact-lists/"+url.PathEscape(id), actingEmail, nil, &cl)
	return &cl, err
}

func (c *Client) AppendContacts(ctx context.Context, actingEmail, listID string, phones []string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID))
	return c.do(ctx, http.MethodPost, path, actingEmail, map[string]any{"phones": phones}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, actingEmail, listID, phone string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, path, actingEmail, nil, nil)
}
