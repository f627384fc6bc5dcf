package ringlane

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"time"
)

type Client struct {
	baseURL     string
	apiKey      string
	actingEmail string
	actingID    string
	http        *http.Client
	maxRetries  int
	backoff     time.Duration
}

func New(apiKey string, opts ...Option) *Client {
	c := &Client{
		baseURL:    DefaultHost + DefaultBasePath,
		apiKey:     apiKey,
		http:       &http.Client{Timeout: 15 * time.Second},
		maxRetries: 3,
		backoff:    500 * time.Millisecond,
	}
	for _, o := range opts {
		o(c)
	}
	return c
}

type ContactList struct {
	ID          string    `json:"id"`
	Name        string    `json:"name"`
	Description string    `json:"description,omitempty"`
	Size        int       `json:"size"`
	CreatedAt   time.Time `json:"created_at"`
}

type Contact struct {
	Phone     string `json:"phone"`
	FirstName string `json:"first_name,omitempty"`
	LastName  string `json:"last_name,omitempty"`
	ZIP       string `json:"zip,omitempty"`
}

type listPage struct {
	Data       []ContactList `json:"data"`
	NextCursor string        `json:"next_cursor"`
}

func (c *Client) newRequest(ctx context.Context, method, path string, body any) (*http.Request, error) {
	var rdr io.Reader
	if body != nil {
		buf, err := json.Marshal(body)
		if err != nil {
			return nil, err
		}
		rdr = bytes.NewReader(buf)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, rdr)
	if err != nil {
		return nil, err
	}
	req.Header.Set(headerAPIKey, c.apiKey)
	if c.actingID != "" {
		req.Header.Set(headerActingID, c.actingID)
	} else {
		req.Header.Set(headerActingEmail, c.actingEmail)
	}
	req.Header.Set(headerUserAgent, userAgent)
	if rid, ok := ctx.Value(requestIDKey{}).(string); ok {
		req.Header.Set(headerRequestID, rid)
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	return req, nil
}

type requestIDKey struct{}

// ContextWithRequestID propagates the inbound request id to Ringlane for support tickets.
func ContextWithRequestID(ctx context.Context, id string) context.Context {
	return context.WithValue(ctx, requestIDKey{}, id)
}

func (c *Client) do(ctx context.Context, method, path string, body, out any) error {
	var lastErr error
	for attempt := 0; attempt <= c.maxRetries; attempt++ {
		if attempt > 0 {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(c.backoff * time.Duration(1<<(attempt-1))):
			}
		}
		req, err := c.newRequest(ctx, method, path, body)
		if err != nil {
			return err
		}
		resp, err := c.http.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		if resp.StatusCode >= 200 && resp.StatusCode < 300 {
			defer resp.Body.Close()
			if out == nil || resp.StatusCode == http.StatusNoContent {
				return nil
			}
			return json.NewDecoder(resp.Body).Decode(out)
		}
		lastErr = decodeError(resp)
		resp.Body.Close()
		if !slices.Contains(defaultRetryStatuses, resp.StatusCode) {
			return lastErr
		}
	}
	return lastErr
}

// ListContactLists walks every page of contact lists in the workspace.
func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var all []ContactList
	cursor := ""
	for {
		q := url.Values{"limit": {"100"}}
		if cursor != "" {
			q.Set("cursor", cursor)
		}
		var page listPage
		if err := c.do(ctx, http.MethodGet, pathContactLists+"?"+q.Encode(), nil, &page); err != nil {
			return nil, err
		}
		all = append(all, page.Data...)
		if page.NextCursor == "" {
			return all, nil
		}
		cursor = page.NextCursor
	}
}

func (c *Client) CreateContactList(ctx context.Context, name, description string) (*ContactList, error) {
	var out ContactList
	body := map[string]string{"name": name, "description": description}
	if err := c.do(ctx, http.MethodPost, pathContactLists, body, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

func (c *Client) GetContactList(ctx context.Context, id string) (*ContactList, error) {
	var out ContactList
	if err := c.do(ctx, http.MethodGet, fmt.Sprintf(pathContactList, url.PathEscape(id)), nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

func (c *Client) RenameContactList(ctx context.Context, id, name string) error {
	return c.do(ctx, http.MethodPatch, fmt.Sprintf(pathContactList, url.PathEscape(id)), map[string]string{"name": name}, nil)
}

func (c *Client) DeleteContactList(ctx context.Context, id string) error {
	err := c.do(ctx, http.MethodDelete, fmt.Sprintf(pathContactList, url.PathEscape(id)), nil, nil)
	if apiErr, ok := err.(*APIError); ok && apiErr.StatusCode == http.StatusNotFound && apiErr.Message == "contact list not found" {
		return nil // already gone
	}
	return err
}

// AppendContacts adds phones to a list in chunks of maxPhonesPerAppend.
func (c *Client) AppendContacts(ctx context.Context, listID string, contacts []Contact) (int, error) {
	added := 0
	for start := 0; start < len(contacts); start += maxPhonesPerAppend {
		end := min(start+maxPhonesPerAppend, len(contacts))
		var res struct {
			Added int `json:"added"`
		}
		path := fmt.Sprintf(pathContactListMembers, url.PathEscape(listID))
		if err := c.do(ctx, http.MethodPost, path, map[string]any{"contacts": contacts[start:end]}, &res); err != nil {
			return added, err
		}
		added += res.Added
	}
	return added, nil
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	path := fmt.Sprintf(pathContactListMember, url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, path, nil, nil)
}
