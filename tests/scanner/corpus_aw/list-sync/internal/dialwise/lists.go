package dialwise

import (
	"context"
	"fmt"
	"net/url"
)

type ContactList struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Count int    `json:"contact_count"`
}

type listPage struct {
	Data       []ContactList `json:"data"`
	NextCursor string        `json:"next_cursor"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var all []ContactList
	cursor := ""
	for {
		var page listPage
		path := "/contact-lists?limit=200"
		if cursor != "" {
			path += "&cursor=" + url.QueryEscape(cursor)
		}
		if err := c.do(ctx, "GET", path, nil, &page); err != nil {
			return nil, err
		}
		all = append(all, page.Data...)
		if page.NextCursor == "" {
			return all, nil
		}
		cursor = page.NextCursor
	}
}

func (c *Client) GetContactList(ctx context.Context, listID string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, "GET", "/contact-lists/"+url.PathEscape(listID), nil, &out)
	return &out, err
}

func (c *Client) RenameContactList(ctx context.Context, listID, name string) error {
	return c.do(ctx, "PATCH", fmt.Sprintf("/contact-lists/%s", listID), map[string]string{"name": name}, nil)
}

func (c *Client) CreateContactList(ctx context.Context, name string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, "POST", "/contact-lists", map[string]string{"name": name}, &out)
	return &out, err
}

func (c *Client) AddPhones(ctx context.Context, listID string, phones []string) error {
	contacts := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		contacts = append(contacts, map[string]string{"phone": p})
	}
	return c.do(ctx, "POST", fmt.Sprintf("/contact-lists/%s/contacts", listID), map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemovePhone(ctx context.Context, listID, phone string) error {
	return c.do(ctx, "DELETE", fmt.Sprintf("/contact-lists/%s/contacts/%s", listID, url.PathEscape(phone)), nil, nil)
}

func (c *Client) DeleteContactList(ctx context.Context, listID string) error {
	return c.do(ctx, "DELETE", "/contact-lists/"+listID, nil, nil)
}
