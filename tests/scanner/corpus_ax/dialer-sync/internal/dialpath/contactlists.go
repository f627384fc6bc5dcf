package dialpath

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

type ContactList struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Size      int    `json:"size"`
	CreatedAt string `json:"created_at"`
}

type Contact struct {
	Phone     string `json:"phone"`
	FirstName string `json:"first_name,omitempty"`
	LastName  string `json:"last_name,omitempty"`
	Company   string `json:"company,omitempty"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	req, err := c.newRequest(ctx, http.MethodGet, contactListsPath, nil)
	if err != nil {
		return nil, err
	}
	var out struct {
		Data []ContactList `json:"data"`
	}
	return out.Data, c.do(req, &out)
}

func (c *Client) CreateContactList(ctx context.Context, name string) (*ContactList, error) {
	req, err := c.newRequest(ctx, http.MethodPost, contactListsPath, map[string]string{"name": name})
	if err != nil {
		return nil, err
	}
	var cl ContactList
	return &cl, c.do(req, &cl)
}

func (c *Client) GetContactList(ctx context.Context, id string) (*ContactList, error) {
	req, err := c.newRequest(ctx, http.MethodGet, "/contact-lists/"+url.PathEscape(id), nil)
	if err != nil {
		return nil, err
	}
	var cl ContactList
	return &cl, c.do(req, &cl)
}

// AppendContacts adds phone numbers to an existing list. Dialpath dedupes by phone.
func (c *Client) AppendContacts(ctx context.Context, listID string, contacts []Contact) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID))
	req, err := c.newRequest(ctx, http.MethodPost, path, map[string]any{"contacts": contacts})
	if err != nil {
		return err
	}
	return c.do(req, nil)
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	req, err := c.newRequest(ctx, http.MethodDelete, path, nil)
	if err != nil {
		return err
	}
	return c.do(req, nil)
}
