package dialwave

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"time"
)

type Client struct {
	baseURL string
	apiKey  string
	http    *http.Client
}

func NewFromEnv() *Client {
	base := os.Getenv("DIALWAVE_BASE_URL")
	if base == "" {
		base = DefaultBaseURL
	}
	return &Client{baseURL: base, apiKey: os.Getenv("DIALWAVE_API_KEY"), http: &http.Client{Timeout: defaultTimeout}}
}

type ContactList struct {
	ID           string    `json:"id"`
	Name         string    `json:"name"`
	ContactCount int       `json:"contactCount"`
	UpdatedAt    time.Time `json:"updatedAt"`
}

func (c *Client) do(ctx context.Context, actingEmail, method, path string, in, out any) error {
	var payload []byte
	if in != nil {
		var err error
		if payload, err = json.Marshal(in); err != nil {
			return err
		}
	}
	for attempt := 1; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, bytes.NewReader(payload))
		if err != nil {
			return err
		}
		req.Header.Set(headerAPIKey, c.apiKey)
		req.Header.Set(headerActingUser, actingEmail)
		req.Header.Set("Content-Type", "application/json")

		resp, err := c.http.Do(req)
		if err != nil {
			return fmt.Errorf("dialwave %s %s: %w", method, path, err)
		}
		raw, _ := io.ReadAll(resp.Body)
		resp.Body.Close()

		switch resp.StatusCode {
		case http.StatusOK, http.StatusCreated, http.StatusNoContent:
			if out != nil && len(raw) > 0 {
				return json.Unmarshal(raw, out)
			}
			return nil
		case http.StatusBadGateway, http.StatusTooManyRequests:
			if attempt < maxAttempts {
				time.Sleep(time.Duration(attempt*attempt) * 200 * time.Millisecond)
				continue
			}
		}
		var body apiError
		_ = json.Unmarshal(raw, &body)
		return classify(resp.StatusCode, body)
	}
}

func (c *Client) ContactLists(ctx context.Context, acting string) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, acting, http.MethodGet, "/contact-lists", nil, &out)
	return out.Data, err
}

func (c *Client) AppendContacts(ctx context.Context, acting, listID string, phones []string) error {
	type contact struct {
		Phone string `json:"phone"`
	}
	body := struct {
		Contacts []contact `json:"contacts"`
	}{}
	for _, p := range phones {
		body.Contacts = append(body.Contacts, contact{Phone: p})
	}
	return c.do(ctx, acting, http.MethodPost, "/contact-lists/"+listID+"/contacts", body, nil)
}

func (c *Client) RemoveContact(ctx context.Context, acting, listID, phone string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts/%s", listID, url.PathEscape(phone))
	return c.do(ctx, acting, http.MethodDelete, path, nil, nil)
}

func (c *Client) DeleteList(ctx context.Context, acting, listID string) error {
	return c.do(ctx, acting, http.MethodDelete, "/contact-lists/"+listID, nil, nil)
}
