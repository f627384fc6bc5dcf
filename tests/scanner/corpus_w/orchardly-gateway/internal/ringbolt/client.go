package ringbolt

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

type Client struct {
	base   string
	key    string
	http   *http.Client
}

func NewFromEnv() *Client {
	base := os.Getenv("RINGBOLT_BASE_URL")
	if base == "" {
		base = defaultBaseURL
	}
	return &Client{base: base, key: os.Getenv("RINGBOLT_API_KEY"), http: &http.Client{Timeout: 10 * time.Second}}
}

type ContactList struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

func (c *Client) CreateList(ctx context.Context, actorID, name string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, actorID, http.MethodPost, pathContactLists, map[string]string{"name": name}, &out)
	return &out, err
}

func (c *Client) AddContacts(ctx context.Context, actorID, listID string, phones []string) error {
	contacts := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		contacts = append(contacts, map[string]string{"phone": p})
	}
	path := fmt.Sprintf("%s/%s/contacts", pathContactLists, url.PathEscape(listID))
	return c.do(ctx, actorID, http.MethodPost, path, map[string]any{"contacts": contacts}, nil)
}

func (c *Client) do(ctx context.Context, actorID, method, path string, in, out any) error {
	var body bytes.Buffer
	if in != nil {
		if err := json.NewEncoder(&body).Encode(in); err != nil {
			return err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, &body)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.key)
	req.Header.Set(headerUserID, actorID)
	req.Header.Set("Content-Type", "application/json")

	res, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer res.Body.Close()

	if res.StatusCode >= 300 {
		var e apiError
		_ = json.NewDecoder(res.Body).Decode(&e)
		return classify(res.StatusCode, e)
	}
	if out != nil {
		return json.NewDecoder(res.Body).Decode(out)
	}
	return nil
}
