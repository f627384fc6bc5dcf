package dialstream

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

type Client struct {
	baseURL    string
	apiKey     string
	actorID    string
	httpClient *http.Client
}

func New(host, apiKey, actorID string) *Client {
	if host == "" {
		host = DefaultHost
	}
	return &Client{
		baseURL:    fmt.Sprintf(basePathFmt, host, APIVersion),
		apiKey:     apiKey,
		actorID:    actorID,
		httpClient: &http.Client{Timeout: 15 * time.Second},
	}
}

type ContactList struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Size      int       `json:"size"`
	UpdatedAt time.Time `json:"updated_at"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, pathContactLists, nil, &out)
	return out.Data, err
}

func (c *Client) GetContactList(ctx context.Context, id string) (*ContactList, error) {
	var out ContactList
	if err := c.do(ctx, http.MethodGet, fmt.Sprintf(pathContactList, url.PathEscape(id)), nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

func (c *Client) AppendContacts(ctx context.Context, listID string, phones []string) error {
	type contact struct {
		Phone string `json:"phone"`
	}
	body := struct {
		Contacts []contact `json:"contacts"`
	}{}
	for _, p := range phones {
		body.Contacts = append(body.Contacts, contact{Phone: p})
	}
	return c.do(ctx, http.MethodPost, fmt.Sprintf(pathListContacts, url.PathEscape(listID)), body, nil)
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf(pathListContact, url.PathEscape(listID), url.PathEscape(phone)), nil, nil)
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var payload []byte
	if in != nil {
		var err error
		if payload, err = json.Marshal(in); err != nil {
			return err
		}
	}

	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, bytes.NewReader(payload))
		if err != nil {
			return err
		}
		req.Header.Set(headerAPIKey, c.apiKey)
		req.Header.Set(headerActingUser, c.actorID)
		req.Header.Set("Content-Type", "application/json")

		resp, err := c.httpClient.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		switch {
		case resp.StatusCode < 300:
			defer resp.Body.Close()
			if out == nil {
				return nil
			}
			return json.NewDecoder(resp.Body).Decode(out)
		case resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusTooManyRequests:
			lastErr = decodeError(resp)
			time.Sleep(time.Duration(attempt+1) * 400 * time.Millisecond)
			continue
		default:
			return decodeError(resp)
		}
	}
	return lastErr
}
