package ringlane

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"strings"
)

type Client struct {
	base    string
	apiKey  string
	actor   string
	actorID string
	hc      *http.Client
}

type ContactList struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Size        int    `json:"size"`
	CampaignRef string `json:"campaign_ref,omitempty"`
}

type Contact struct {
	Phone     string `json:"phone"`
	FirstName string `json:"first_name,omitempty"`
	LastName  string `json:"last_name,omitempty"`
}

func NewFromEnv() (*Client, error) {
	key := os.Getenv("RINGLANE_API_KEY")
	if key == "" {
		return nil, fmt.Errorf("RINGLANE_API_KEY not set")
	}
	base := os.Getenv("RINGLANE_BASE_URL")
	if base == "" {
		base = DefaultBaseURL
	}
	return &Client{
		base:    strings.TrimRight(base, "/"),
		apiKey:  key,
		actor:   os.Getenv("RINGLANE_ACTOR_EMAIL"),
		actorID: os.Getenv("RINGLANE_ACTOR_ID"),
		hc:      &http.Client{Timeout: defaultTimeout},
	}, nil
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, body)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.apiKey)
	if c.actorID != "" {
		req.Header.Set(headerActorID, c.actorID)
	} else {
		req.Header.Set(headerActorMail, c.actor)
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", userAgent)

	resp, err := c.hc.Do(req)
	if err != nil {
		return err
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

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, contactListsPath, nil, &out)
	return out.Data, err
}

func (c *Client) GetContactList(ctx context.Context, id string) (*ContactList, error) {
	var cl ContactList
	err := c.do(ctx, http.MethodGet, contactListsPath+"/"+url.PathEscape(id), nil, &cl)
	return &cl, err
}

func (c *Client) CreateContactList(ctx context.Context, name string) (*ContactList, error) {
	var cl ContactList
	err := c.do(ctx, http.MethodPost, contactListsPath, map[string]string{"name": name}, &cl)
	return &cl, err
}

func (c *Client) AppendContacts(ctx context.Context, listID string, contacts []Contact) error {
	p := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID))
	return c.do(ctx, http.MethodPost, p, map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	p := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, p, nil, nil)
}

func (c *Client) DeleteContactList(ctx context.Context, id string) error {
	return c.do(ctx, http.MethodDelete, contactListsPath+"/"+url.PathEscape(id), nil, nil)
}
