package voxhaul

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

type Client struct {
	baseURL   string
	apiKey    string
	actingUID string
	http      *http.Client
}

type ContactList struct {
	ID           string    `json:"id"`
	Name         string    `json:"name"`
	ContactCount int       `json:"contact_count"`
	UpdatedAt    time.Time `json:"updated_at"`
}

func New(baseURL, apiKey, actingUID string) *Client {
	if baseURL == "" {
		baseURL = DefaultBaseURL
	}
	return &Client{baseURL: baseURL, apiKey: apiKey, actingUID: actingUID, http: &http.Client{Timeout: defaultTimeout}}
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body []byte
	if in != nil {
		var err error
		if body, err = json.Marshal(in); err != nil {
			return err
		}
	}
	var resp *http.Response
	for attempt := 1; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set(headerAPIKey, c.apiKey)
		req.Header.Set(headerActingUID, c.actingUID)
		req.Header.Set("Content-Type", "application/json")
		resp, err = c.http.Do(req)
		if err != nil {
			return err
		}
		if (resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusTooManyRequests) && attempt < maxAttempts {
			resp.Body.Close()
			time.Sleep(time.Duration(attempt) * 500 * time.Millisecond)
			continue
		}
		break
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode >= 300 {
		apiErr := &APIError{Status: resp.StatusCode}
		_ = json.Unmarshal(raw, apiErr)
		switch {
		case resp.StatusCode == http.StatusNotFound && apiErr.Message == "user not found":
			return fmt.Errorf("%w: %v", ErrUserNotFound, apiErr)
		case resp.StatusCode == http.StatusNotFound:
			return fmt.Errorf("%w: %v", ErrListNotFound, apiErr)
		case resp.StatusCode == http.StatusServiceUnavailable:
			return fmt.Errorf("%w: %v", ErrAPIDisabled, apiErr)
		}
		return apiErr
	}
	if out != nil {
		return json.Unmarshal(raw, out)
	}
	return nil
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, pathContactLists, nil, &out)
	return out.Data, err
}

func (c *Client) RenameContactList(ctx context.Context, id, name string) error {
	return c.do(ctx, http.MethodPatch, fmt.Sprintf(pathContactList, url.PathEscape(id)), map[string]string{"name": name}, nil)
}

func (c *Client) AppendContacts(ctx context.Context, id string, phones []string) error {
	contacts := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		contacts = append(contacts, map[string]string{"phone": p})
	}
	return c.do(ctx, http.MethodPost, fmt.Sprintf(pathListContacts, url.PathEscape(id)), map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, id, phone string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf(pathListContactByNo, url.PathEscape(id), url.PathEscape(phone)), nil, nil)
}
