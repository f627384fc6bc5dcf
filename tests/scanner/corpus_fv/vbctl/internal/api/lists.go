package api

import (
	"context"
	"net/http"
	"net/url"
)

type List struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Count int    `json:"contact_count"`
}

func (c *Client) Lists(ctx context.Context) ([]List, error) {
	var out struct {
		Data []List `json:"data"`
	}
	err := c.call(ctx, http.MethodGet, []string{epLists}, nil, &out)
	return out.Data, err
}

func (c *Client) RenameList(ctx context.Context, id, name string) error {
	return c.call(ctx, http.MethodPatch, []string{epLists, id}, map[string]string{"name": name}, nil)
}

func (c *Client) DeleteList(ctx context.Context, id string) error {
	return c.call(ctx, http.MethodDelete, []string{epLists, id}, nil, nil)
}

func (c *Client) AddPhones(ctx context.Context, id string, phones []string) error {
	body := map[string]any{"phones": phones}
	return c.call(ctx, http.MethodPost, []string{epLists, id, epListContacts}, body, nil)
}

func (c *Client) RemovePhone(ctx context.Context, id, phone string) error {
	return c.call(ctx, http.MethodDelete, []string{"contact-lists", id, "contacts", url.PathEscape(phone)}, nil, nil)
}
