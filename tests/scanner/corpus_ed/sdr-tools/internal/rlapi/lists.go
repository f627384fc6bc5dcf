package rlapi

import (
	"context"
	"net/http"
	"net/url"
	"path"
	"strconv"
)

type List struct {
	ID      string `json:"id"`
	Name    string `json:"name"`
	Size    int    `json:"size"`
	Private bool   `json:"private"`
}

type page struct {
	Data       []List `json:"data"`
	NextCursor string `json:"next_cursor"`
}

const listsRes = "contact-lists"

func (c *Client) Lists(ctx context.Context) ([]List, error) {
	var all []List
	cursor := ""
	for {
		q := url.Values{"limit": {strconv.Itoa(100)}}
		if cursor != "" {
			q.Set("cursor", cursor)
		}
		var p page
		if err := c.call(ctx, http.MethodGet, listsRes, q, nil, &p); err != nil {
			return nil, err
		}
		all = append(all, p.Data...)
		if p.NextCursor == "" {
			return all, nil
		}
		cursor = p.NextCursor
	}
}

func (c *Client) Delete(ctx context.Context, id string) error {
	return c.call(ctx, http.MethodDelete, path.Join(listsRes, url.PathEscape(id)), nil, nil, nil)
}

func (c *Client) AddPhones(ctx context.Context, id string, phones []string) error {
	body := struct {
		Contacts []map[string]string `json:"contacts"`
	}{}
	for _, ph := range phones {
		body.Contacts = append(body.Contacts, map[string]string{"phone": ph})
	}
	return c.call(ctx, http.MethodPost, path.Join(listsRes, url.PathEscape(id), "contacts"), nil, body, nil)
}
