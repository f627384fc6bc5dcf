package ringlane

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

type Client struct {
	baseURL      string
	apiKey       string
	actingUserID string
	http         *http.Client
}

func New(baseURL, apiKey, actingUserID string) *Client {
	return &Client{baseURL: baseURL, apiKey: apiKey, actingUserID: actingUserID,
		http: &http.Client{Timeout: 15 * time.Second}}
}

type ContactList struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	ContactCount int    `json:"contact_count"`
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body *bytes.Reader
	if in != nil {
		b, _ := json.Marshal(in)
		body = bytes.NewReader(b)
	} else {
		body = bytes.NewReader(nil)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, body)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.apiKey)
	req.Header.Set(headerActingUser, c.actingUserID)
	req.Header.Set("Content-Type", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()

	switch resp.StatusCode {
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusBadGateway:
		return ErrIdPUnavailable
	}
	if resp.StatusCode >= 400 {
		var ae apiError
		_ = json.NewDecoder(resp.Body).Decode(&ae)
		if resp.StatusCode == http.StatusNotFound && ae.Message == "user not found" {
			return ErrUserNotFound
		}
		return fmt.Errorf("ringlane %d: %w", resp.StatusCode, &ae)
	}
	if out != nil {
		return json.NewDecoder(resp.Body).Decode(out)
	}
	return nil
}

func (c *Client) ContactLists(ctx context.Context) ([]ContactList, error) {
	var page struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, contactListsPath, nil, &page)
	return page.Data, err
}

func (c *Client) AppendContacts(ctx context.Context, listID string, phones []string) error {
	contacts := make([]map[string]string, len(phones))
	for i, p := range phones {
		contacts[i] = map[string]string{"phone": p}
	}
	return c.do(ctx, http.MethodPost, fmt.Sprintf(listContactsPath, listID), map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf("/contact-lists/%s/contacts/%s", listID, phone), nil, nil)
}

func (c *Client) RenameList(ctx context.Context, listID, name string) error {
	return c.do(ctx, http.MethodPatch, contactListsPath+"/"+listID, map[string]string{"name": name}, nil)
}
