package calling

import (
	"context"
	"errors"
)

// ErrDisabled means an admin switched the public API off for our org.
var ErrDisabled = errors.New("calling api disabled by org admin")

type List struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Size int    `json:"size"`
}

type Lead struct {
	Phone   string `json:"phone"`
	Name    string `json:"name,omitempty"`
	Account string `json:"account,omitempty"`
}

func (c *Client) GetList(ctx context.Context, id string) (*List, error) {
	resp, err := c.r.R().SetContext(ctx).
		SetPathParam("listId", id).
		SetResult(&List{}).
		Get("/contact-lists/{listId}")
	if err != nil {
		return nil, err
	}
	if err := toErr(resp); err != nil {
		return nil, err
	}
	return resp.Result().(*List), nil
}

func (c *Client) RenameList(ctx context.Context, id, name string) error {
	resp, err := c.r.R().SetContext(ctx).
		SetPathParam("listId", id).
		SetBody(map[string]string{"name": name}).
		Patch("/contact-lists/{listId}")
	if err != nil {
		return err
	}
	return toErr(resp)
}

func (c *Client) PushLeads(ctx context.Context, id string, leads []Lead) error {
	resp, err := c.r.R().SetContext(ctx).
		SetPathParam("listId", id).
		SetBody(map[string]any{"contacts": leads}).
		Post("/contact-lists/{listId}/contacts")
	if err != nil {
		return err
	}
	return toErr(resp)
}

func (c *Client) DropLead(ctx context.Context, id, phone string) error {
	resp, err := c.r.R().SetContext(ctx).
		SetPathParams(map[string]string{"listId": id, "phone": phone}).
		Delete("/contact-lists/{listId}/contacts/{phone}")
	if err != nil {
		return err
	}
	return toErr(resp)
}
