package ringlane

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

type ContactList struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	ContactCount int    `json:"contact_count"`
	CreatedAt    string `json:"created_at"`
}

type Contact struct {
	Phone     string `json:"phone"`
	FirstName string `json:"first_name,omitempty"`
	LastName  string `json:"last_name,omitempty"`
	Company   string `json:"company,omitempty"`
}

type AppendResult struct {
	Added    int      `json:"added"`
	Rejected []string `json:"rejected"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, pathContactLists, nil, &out)
	return out.Data, err
}

func (c *Client) CreateContactList(ctx context.Context, name string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, http.MethodPost, pathContactLists, map[string]string{"name": name}, &out)
	return &out, err
}

func (c *Client) GetContactList(ctx context.Context, id string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, http.MethodGet, fmt.Sprintf(pathContactList, url.PathEscape(id)), nil, &out)
	return &out, err
}

func (c *Client) AppendContacts(ctx context.Context, id string, contacts []Contact) (*AppendResult, error) {
	var out AppendResult
	p := fmt.Sprintf(pathContactListContacts, url.PathEscape(id))
	err := c.do(ctx, http.MethodPost, p, map[string]any{"contacts": contacts}, &out)
	return &out, err
}

func (c *Client) RemoveContact(ctx context.Context, id, phone string) error {
	p := fmt.Sprintf(pathContactListContact, url.PathEscape(id), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, p, nil, nil)
}
