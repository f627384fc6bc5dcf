package ringlane

import (
	"context"
	"net/url"
)

type ContactList struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	ContactCount int    `json:"contact_count"`
}

type Contact struct {
	Phone      string `json:"phone"`
	FirstName  string `json:"first_name,omitempty"`
	Company    string `json:"company,omitempty"`
	ExternalID string `json:"external_id,omitempty"`
}

func (c *Client) GetList(ctx context.Context, id string) (*ContactList, error) {
	var out ContactList
	resp, err := c.r.R().
		SetContext(ctx).
		SetPathParam("id", id).
		SetResult(&out).
		Get("/contact-lists/{id}")
	if err != nil {
		return nil, err
	}
	if resp.IsError() {
		return nil, toError(resp)
	}
	return &out, nil
}

func (c *Client) AddContacts(ctx context.Context, listID string, contacts ...Contact) error {
	resp, err := c.r.R().
		SetContext(ctx).
		SetPathParam("id", listID).
		SetBody(map[string]any{"contacts": contacts}).
		Post("/contact-lists/{id}/contacts")
	if err != nil {
		return err
	}
	if resp.IsError() {
		return toError(resp)
	}
	return nil
}

// RemovePhone drops a number from a list once the callback happened.
func (c *Client) RemovePhone(ctx context.Context, listID, phone string) error {
	resp, err := c.r.R().
		SetContext(ctx).
		Delete("/contact-lists/" + url.PathEscape(listID) + "/contacts/" + url.PathEscape(phone))
	if err != nil {
		return err
	}
	if resp.IsError() {
		return toError(resp)
	}
	return nil
}
