package dialfront

import (
	"context"
	"fmt"
	"net/url"
)

type ContactList struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Size      int    `json:"size"`
	OwnerID   string `json:"owner_id"`
}

type listPage struct {
	Data []ContactList `json:"data"`
	Next string        `json:"next_cursor"`
}

func (c *Client) ContactLists(ctx context.Context) ([]ContactList, error) {
	var all []ContactList
	cursor := ""
	for {
		var page listPage
		path := "/contact-lists?limit=100"
		if cursor != "" {
			path += "&cursor=" + url.QueryEscape(cursor)
		}
		if err := c.do(ctx, "GET", path, nil, &page); err != nil {
			return nil, err
		}
		all = append(all, page.Data...)
		if page.Next == "" {
			return all, nil
		}
		cursor = page.Next
	}
}

func (c *Client) GetContactList(ctx context.Context, id string) (*ContactList, error) {
	var cl ContactList
	err := c.do(ctx, "GET", "/contact-lists/"+url.PathEscape(id), nil, &cl)
	return &cl, err
}

func (c *Client) DeleteContactList(ctx context.Context, id string) error {
	return c.do(ctx, "DELETE", fmt.Sprintf("/contact-lists/%s", url.PathEscape(id)), nil, nil)
}

func (c *Client) AddPhones(ctx context.Context, listID string, phones []string) error {
	type contact struct {
		Phone string `json:"phone"`
	}
	in := struct {
		Contacts []contact `json:"contacts"`
	}{}
	for _, p := range phones {
		in.Contacts = append(in.Contacts, contact{Phone: p})
	}
	return c.do(ctx, "POST", fmt.Sprintf("/contact-lists/%s/contacts", listID), in, nil)
}

func (c *Client) RemovePhone(ctx context.Context, listID, phone string) error {
	p := fmt.Sprintf("/contact-lists/%s/contacts/%s", listID, url.PathEscape(phone))
	return c.do(ctx, "DELETE", p, nil, nil)
}
