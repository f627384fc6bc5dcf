package ringlane

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/brindlefreight/dialer-sync/internal/ringlane/gen"
)

// DefaultBaseURL is used when RINGLANE_BASE_URL is not set.
const DefaultBaseURL = "https://api.ringlane.io/api/public/v1"

type Config struct {
	BaseURL    string
	APIKey     string
	ActingUser string
	Timeout    time.Duration
}

// Client is a thin, typed wrapper around the generated Ringlane client.
type Client struct {
	api *gen.Client
}

func New(cfg Config) (*Client, error) {
	if cfg.BaseURL == "" {
		cfg.BaseURL = DefaultBaseURL
	}
	if cfg.Timeout == 0 {
		cfg.Timeout = 15 * time.Second
	}
	api, err := gen.NewClient(cfg.BaseURL,
		gen.WithHTTPClient(&http.Client{Timeout: cfg.Timeout}),
		gen.WithRequestEditorFn(authEditor(cfg.APIKey, cfg.ActingUser)),
	)
	if err != nil {
		return nil, fmt.Errorf("ringlane: build client: %w", err)
	}
	return &Client{api: api}, nil
}

// ContactLists pages through every list visible to the acting user.
func (c *Client) ContactLists(ctx context.Context) ([]gen.ContactList, error) {
	var (
		out    []gen.ContactList
		cursor *string
		limit  = 200
	)
	for {
		resp, err := c.api.ListContactLists(ctx, &gen.ListContactListsParams{Cursor: cursor, Limit: &limit})
		if err != nil {
			return nil, err
		}
		if resp.StatusCode != http.StatusOK {
			err := decodeError(resp)
			resp.Body.Close()
			return nil, err
		}
		var page gen.ContactListPage
		err = json.NewDecoder(resp.Body).Decode(&page)
		resp.Body.Close()
		if err != nil {
			return nil, fmt.Errorf("ringlane: decode page: %w", err)
		}
		if page.Data != nil {
			out = append(out, *page.Data...)
		}
		if page.NextCursor == nil || *page.NextCursor == "" {
			return out, nil
		}
		cursor = page.NextCursor
	}
}

// CreateList creates an empty list and returns its id.
func (c *Client) CreateList(ctx context.Context, name, description string) (string, error) {
	resp, err := c.api.CreateContactList(ctx, gen.NewContactList{Name: name, Description: &description})
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return "", decodeError(resp)
	}
	var cl gen.ContactList
	if err := json.NewDecoder(resp.Body).Decode(&cl); err != nil {
		return "", err
	}
	if cl.Id == nil {
		return "", fmt.Errorf("ringlane: create list: empty id in response")
	}
	return *cl.Id, nil
}

// AppendPhones adds E.164 numbers to a list in chunks of 1000.
func (c *Client) AppendPhones(ctx context.Context, listID string, phones []string) error {
	const chunk = 1000
	for start := 0; start < len(phones); start += chunk {
		end := min(start+chunk, len(phones))
		resp, err := c.api.AppendContacts(ctx, listID, gen.AppendContactsBody{Phones: phones[start:end]})
		if err != nil {
			return err
		}
		if resp.StatusCode != http.StatusOK {
			err := decodeError(resp)
			resp.Body.Close()
			return err
		}
		resp.Body.Close()
	}
	return nil
}

// RemovePhone removes a single number from a list. Missing numbers are not an error.
func (c *Client) RemovePhone(ctx context.Context, listID, phone string) error {
	resp, err := c.api.RemoveContact(ctx, listID, phone)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNoContent {
		return nil
	}
	return decodeError(resp)
}

func (c *Client) DeleteList(ctx context.Context, listID string) error {
	resp, err := c.api.DeleteContactList(ctx, listID)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusNoContent {
		return decodeError(resp)
	}
	return nil
}
