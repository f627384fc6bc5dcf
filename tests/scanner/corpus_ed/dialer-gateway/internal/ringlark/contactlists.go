package ringlark

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

type ContactList struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	OwnerID   string `json:"owner_id"`
	Size      int    `json:"size"`
	CreatedAt string `json:"created_at"`
}

type Contact struct {
	Phone     string `json:"phone"`
	FirstName string `json:"first_name,omitempty"`
	LastName  string `json:"last_name,omitempty"`
	Company   string `json:"company,omitempty"`
}

func (c *Client) ListContactLists(ctx context.Context, actingEmail string) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, pathContactLists, actingEmail, nil, &out)
	return out.Data, err
}

func (c *Client) CreateContactList(ctx context.Context, actingEmail, name string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, http.MethodPost, pathContactLists, actingEmail, map[string]string{"name": name}, &out)
	return &out, err
}

func (c *Client) AppendContacts(ctx context.Context, actingEmail, listID string, contacts []Contact) error {
	p := fmt.Sprintf(pathListContacts, url.PathEscape(listID))
	return c.do(ctx, http.MethodPost, p, actingEmail, map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, actingEmail, listID, phone string) error {
	p := fmt.Sprintf(pathListContact, url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, p, actingEmail, nil, nil)
}

func (c *Client) DeleteContactList(ctx context.Context, actingEmail, listID string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf(pathContactList, url.PathEscape(listID)), actingEmail, nil, nil)
}
