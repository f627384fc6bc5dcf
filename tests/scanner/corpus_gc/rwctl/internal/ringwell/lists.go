package ringwell

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
)

type ContactList struct {
	ID           int64  `json:"id"`
	Name         string `json:"name"`
	ContactCount int    `json:"contact_count"`
}

type listPage struct {
	Data []ContactList `json:"data"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var page listPage
	if err := c.do(ctx, http.MethodGet, pathContactLists+"?limit=500", nil, &page); err != nil {
		return nil, err
	}
	return page.Data, nil
}

func (c *Client) CreateContactList(ctx context.Context, name string) (*ContactList, error) {
	var cl ContactList
	err := c.do(ctx, http.MethodPost, pathContactLists, map[string]string{"name": name}, &cl)
	return &cl, err
}

func (c *Client) AddContacts(ctx context.Context, listID int64, phones []string) error {
	contacts := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		contacts = append(contacts, map[string]string{"phone": p})
	}
	return c.do(ctx, http.MethodPost, fmt.Sprintf(pathListContacts, listID),
		map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, listID int64, phone string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf(pathListContact, listID, url.PathEscape(phone)), nil, nil)
}

func (c *Client) DeleteContactList(ctx context.Context, listID int64) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf("/contact-lists/%d", listID), nil, nil)
}
