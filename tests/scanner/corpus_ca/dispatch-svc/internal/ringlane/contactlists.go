package ringlane

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

type ContactList struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Size      int       `json:"size"`
	CreatedAt time.Time `json:"created_at"`
}

func (c *Client) ListContactLists(ctx context.Context, actor Actor) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	if err := c.do(ctx, http.MethodGet, pathContactLists, actor, nil, &out); err != nil {
		return nil, err
	}
	return out.Data, nil
}

func (c *Client) CreateContactList(ctx context.Context, actor Actor, name string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, http.MethodPost, pathContactLists, actor, map[string]string{"name": name}, &out)
	return &out, err
}

// AppendContacts adds phone numbers (E.164) to a queue's list.
func (c *Client) AppendContacts(ctx context.Context, actor Actor, listID string, phones []string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID))
	return c.do(ctx, http.MethodPost, path, actor, map[string][]string{"phones": phones}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, actor Actor, listID, phone string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, path, actor, nil, nil)
}

func (c *Client) DeleteContactList(ctx context.Context, actor Actor, id string) error {
	return c.do(ctx, http.MethodDelete, "/contact-lists/"+url.PathEscape(id), actor, nil, nil)
}
