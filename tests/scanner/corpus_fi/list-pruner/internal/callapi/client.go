package callapi

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

type Client struct {
	http    *retryablehttp.Client
	baseURL string
	apiKey  string
	userID  string
}

type Option func(*Client)

// WithHTTPClient swaps the underlying transport (tests use httptest servers).
func WithHTTPClient(hc *http.Client) Option {
	return func(c *Client) { c.http.HTTPClient = hc }
}

// NewClient builds a client for host, e.g. "https://api.ringlane.io".
// userID is the Okta user id of the service account the calls are attributed to.
func NewClient(host, apiKey, userID string, logger *slog.Logger, opts ...Option) *Client {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 4
	rc.RetryWaitMin = 500 * time.Millisecond
	rc.RetryWaitMax = 8 * time.Second
	rc.CheckRetry = checkRetry
	rc.Backoff = retryablehttp.DefaultBackoff
	rc.Logger = retryablehttp.LeveledLogger(logger)

	c := &Client{
		http:    rc,
		baseURL: strings.TrimRight(host, "/") + fmt.Sprintf(basePathFmt, APIVersion),
		apiKey:  apiKey,
		userID:  userID,
	}
	for _, o := range opts {
		o(c)
	}
	return c
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body []byte
	if in != nil {
		var err error
		if body, err = json.Marshal(in); err != nil {
			return err
		}
	}
	req, err := retryablehttp.NewRequestWithContext(ctx, method, c.baseURL+path, bytes.NewReader(body))
	if err != nil {
		return err
	}
	req.Header.Set(HeaderAPIKey, c.apiKey)
	req.Header.Set(HeaderUserID, c.userID)
	req.Header.Set(headerAccept, "application/json")
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}

	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("callapi %s %s: %w", method, path, err)
	}
	defer resp.Body.Close()

	if resp.StatusCode >= 300 {
		return parseError(resp)
	}
	if out == nil || resp.StatusCode == http.StatusNoContent {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

type ContactList struct {
	ID           string    `json:"id"`
	Name         string    `json:"name"`
	ContactCount int       `json:"contactCount"`
	CreatedAt    time.Time `json:"createdAt"`
}

type listPage struct {
	Data       []ContactList `json:"data"`
	NextCursor string        `json:"nextCursor"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var all []ContactList
	cursor := ""
	for {
		q := url.Values{"limit": {"200"}}
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

func (c *Client) GetContactList(ctx context.Context, id string) (*ContactList, error) {
	var cl ContactList
	if err := c.do(ctx, http.MethodGet, fmt.Sprintf(pathContactList, url.PathEscape(id)), nil, &cl); err != nil {
		return nil, err
	}
	return &cl, nil
}

func (c *Client) DeleteContactList(ctx context.Context, id string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf(pathContactList, url.PathEscape(id)), nil, nil)
}

// RemoveContact drops one phone number (E.164) from a list.
func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf(pathListContact, url.PathEscape(listID), url.PathEscape(phone)), nil, nil)
}

// AppendContacts is used by the backfill tool to restore numbers removed by mistake.
func (c *Client) AppendContacts(ctx context.Context, listID string, phones []string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID))
	return c.do(ctx, http.MethodPost, path, map[string][]string{"phones": phones}, nil)
}
