package talkrail

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

type Config struct {
	Host      string        `envconfig:"TALKRAIL_HOST" default:"https://api.talkrail.io"`
	APIKey    string        `envconfig:"TALKRAIL_API_KEY" required:"true"`
	OktaUser  string        `envconfig:"TALKRAIL_OKTA_USER_ID"`
	Timeout   time.Duration `envconfig:"TALKRAIL_TIMEOUT" default:"8s"`
	MaxTries  int           `envconfig:"TALKRAIL_MAX_TRIES" default:"3"`
}

type Client struct {
	cfg  Config
	http *http.Client
}

func New(cfg Config) *Client {
	return &Client{cfg: cfg, http: &http.Client{Timeout: cfg.Timeout}}
}

// retryable statuses for Talkrail; 502 means their Okta lookup flaked.
var retryable = map[int]bool{429: true, 502: true}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body []byte
	if in != nil {
		body, _ = json.Marshal(in)
	}
	var lastErr error
	for attempt := 0; attempt < c.cfg.MaxTries; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.cfg.Host+BasePath+path, bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set(HeaderAPIKey, c.cfg.APIKey)
		req.Header.Set(HeaderActingUser, c.cfg.OktaUser)
		req.Header.Set("Content-Type", "application/json")
		resp, err := c.http.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		if resp.StatusCode >= 400 {
			apiErr := decodeError(resp)
			resp.Body.Close()
			if retryable[resp.StatusCode] {
				lastErr = apiErr
				time.Sleep(time.Duration(attempt+1) * 300 * time.Millisecond)
				continue
			}
			return apiErr
		}
		defer resp.Body.Close()
		if out != nil {
			return json.NewDecoder(resp.Body).Decode(out)
		}
		return nil
	}
	return lastErr
}

type ContactList struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Count int    `json:"contactCount"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, contactListsPath, nil, &out)
	return out.Data, err
}

func (c *Client) GetContactList(ctx context.Context, id string) (*ContactList, error) {
	var out ContactList
	if err := c.do(ctx, http.MethodGet, "/contact-lists/"+url.PathEscape(id), nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

func (c *Client) DeleteContactList(ctx context.Context, id string) error {
	return c.do(ctx, http.MethodDelete, "/contact-lists/"+url.PathEscape(id), nil, nil)
}

func (c *Client) AppendContacts(ctx context.Context, listID string, phones []string) error {
	contacts := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		contacts = append(contacts, map[string]string{"phone": p})
	}
	return c.do(ctx, http.MethodPost, fmt.Sprintf("/contact-lists/%s/contacts", listID), map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	p := fmt.Sprintf("/contact-lists/%s/contacts/%s", listID, url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, p, nil, nil)
}
