package calling

import (
	"context"
	"fmt"
	"net/http"
)

type List struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Size int    `json:"size"`
}

func (c *Client) Lists(ctx context.Context) ([]List, error) {
	var out struct {
		Data []List `json:"data"`
	}
	resp, err := c.r.R().SetContext(ctx).SetResult(&out).Get("/contact-lists")
	if err != nil {
		return nil, err
	}
	if resp.IsError() {
		return nil, resp.Error().(*APIError)
	}
	return out.Data, nil
}

func (c *Client) AppendPhones(ctx context.Context, listID string, phones []string) error {
	contacts := make([]map[string]string, len(phones))
	for i, p := range phones {
		contacts[i] = map[string]string{"phone": p}
	}
	resp, err := c.r.R().
		SetContext(ctx).
		SetPathParam("id", listID).
		SetBody(map[string]any{"contacts": contacts}).
		Post("/contact-lists/{id}/contacts")
	if err != nil {
		return err
	}
	if resp.StatusCode() == http.StatusServiceUnavailable {
		return ErrCallingDisabled
	}
	if resp.IsError() {
		return fmt.Errorf("append %d phones to %s: %w", len(phones), listID, resp.Error().(*APIError))
	}
	return nil
}

func (c *Client) RemovePhone(ctx context.Context, listID, phone string) error {
	resp, err := c.r.R().
		SetContext(ctx).
		SetPathParams(map[string]string{"id": listID, "phone": phone}).
		Delete("/contact-lists/{id}/contacts/{phone}")
	if err != nil {
		return err
	}
	if resp.StatusCode() == http.StatusNotFound {
		return nil // already gone
	}
	if resp.IsError() {
		return resp.Error().(*APIError)
	}
	return nil
}
