package callvane

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

// ContactList is a named set of phone numbers agents can dial.
type ContactList struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Size      int    `json:"size"`
	CreatedBy string `json:"createdBy"`
}

// ListContactLists returns every contact list visible to the acting user.
func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var out []ContactList
	err := c.do(ctx, http.MethodGet, "/contact-lists", nil, &out)
	return out, err
}

// GetContactList fetches one list.
func (c *Client) GetContactList(ctx context.Context, id string) (*ContactList, error) {
	var out ContactList
	if err := c.do(ctx, http.MethodGet, listPath(id), nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

// DeleteContactList removes a list.
func (c *Client) DeleteContactList(ctx context.Context, id string) error {
	return c.do(ctx, http.MethodDelete, listPath(id), nil, nil)
}

// AppendContacts adds phone numbers to a list.
func (c *Client) AppendContacts(ctx context.Context, id string, phones []string) error {
	contacts := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		contacts = append(contacts, map[string]string{"phone": p})
	}
	return c.do(ctx, http.MethodPost, listPath(id)+"/contacts", map[string]any{"contacts": contacts}, nil)
}

// RemoveContact deletes one phone number from a list.
func (c *Client) RemoveContact(ctx context.Context, id, phone string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(id), url.PathEscape(phone)), nil, nil)
}

func listPath(id string) string { return "/contact-lists/" + url.PathEscape(id) }
