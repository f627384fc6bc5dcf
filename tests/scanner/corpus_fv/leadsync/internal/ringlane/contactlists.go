package ringlane

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

type listPage struct {
	Data       []ContactList `json:"data"`
	NextCursor string        `json:"next_cursor"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var all []ContactList
	cursor := ""
	for {
		p := contactListsPath
		if cursor != "" {
			p += "?cursor=" + url.QueryEscape(cursor)
		}
		var page listPage
		if err := c.do(ctx, http.MethodGet, p, nil, &page); err != nil {
			return nil, err
		}
		all = append(all, page.Data...)
		if page.NextCursor == "" {
			return all, nil
		}
		cursor = page.NextCursor
	}
}

func (c *Client) CreateContactList(ctx context.Context, name string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, http.MethodPost, contactListsPath, map[string]string{"name": name}, &out)
	return &out, err
}

func (c *Client) RenameContactList(ctx context.Context, id, name string) error {
	return c.do(ctx, http.MethodPatch, fmt.Sprintf(contactListPath, url.PathEscape(id)), map[string]string{"name": name}, nil)
}

func (c *Client) DeleteContactList(ctx context.Context, id string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf(contactListPath, url.PathEscape(id)), nil, nil)
}

// AppendContacts adds phone numbers (E.164) to a list, chunked to the API limit.
func (c *Client) AppendContacts(ctx context.Context, id string, phones []string) error {
	for start := 0; start < len(phones); start += maxPhonesPerCall {
		end := min(start+maxPhonesPerCall, len(phones))
		body := map[string]any{"phones": phones[start:end]}
		if err := c.do(ctx, http.MethodPost, fmt.Sprintf(listContactsPath, url.PathEscape(id)), body, nil); err != nil {
			return err
		}
	}
	return nil
}

// RemoveContact drops a single phone number from a list.
func (c *Client) RemoveContact(ctx context.Context, id, phone string) error {
	p := "/contact-lists/" + url.PathEscape(id) + "/contacts/" + url.PathEscape(phone)
	return c.do(ctx, http.MethodDelete, p, nil, nil)
}
