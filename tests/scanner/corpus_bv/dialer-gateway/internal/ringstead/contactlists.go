package ringstead

import (
	"context"
	"net/http"
)

type ContactList struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Owner string `json:"owner"`
	Size  int    `json:"size"`
}

type contact struct {
	Phone string `json:"phone"`
}

func (c *Client) ListContactLists(ctx context.Context, actingAs string) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, "/contact-lists?owner="+esc(actingAs), actingAs, nil, &out)
	return out.Data, err
}

func (c *Client) CreateContactList(ctx context.Context, actingAs, name string) (*ContactList, error) {
	var cl ContactList
	err := c.do(ctx, http.MethodPost, "/contact-lists", actingAs, map[string]string{"name": name}, &cl)
	return &cl, err
}

func (c *Client) DeleteContactList(ctx context.Context, actingAs, id string) error {
	return c.do(ctx, http.MethodDelete, "/contact-lists/"+esc(id), actingAs, nil, nil)
}

func (c *Client) GetContactList(ctx context.Context, actingAs, id string) (*ContactList, error) {
	var cl ContactList
	err := c.do(ctx, http.MethodGet, "/contact-lists/"+esc(id), actingAs, nil, &cl)
	return &cl, err
}

func (c *Client) AppendPhones(ctx context.Context, actingAs, id string, phones []string) error {
	body := struct {
		Contacts []contact `json:"contacts"`
	}{}
	for _, p := range phones {
		body.Contacts = append(body.Contacts, contact{Phone: p})
	}
	return c.do(ctx, http.MethodPost, "/contact-lists/"+esc(id)+"/contacts", actingAs, body, nil)
}

func (c *Client) RemovePhone(ctx context.Context, actingAs, id, phone string) error {
	return c.do(ctx, http.MethodDelete, "/contact-lists/"+esc(id)+"/contacts/"+esc(phone), actingAs, nil, nil)
}

// StartCall places an outbound call from the acting rep's line.
func (c *Client) StartCall(ctx context.Context, actingAs, to string) (string, error) {
	var out struct {
		ID string `json:"id"`
	}
	err := c.do(ctx, http.MethodPost, "/calls", actingAs, map[string]string{"to": to}, &out)
	return out.ID, err
}
