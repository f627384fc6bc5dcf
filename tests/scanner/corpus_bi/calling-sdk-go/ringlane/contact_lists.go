package ringlane

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
)

type ContactList struct {
	ID       string `json:"id"`
	Name     string `json:"name"`
	Contacts int    `json:"contacts_count"`
}

func (c *Client) GetContactList(ctx context.Context, actor Actor, id string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, http.MethodGet, "/contact-lists/"+url.PathEscape(id), actor, nil, &out)
	return &out, err
}

func (c *Client) AppendContacts(ctx context.Context, actor Actor, id string, phones []string) error {
	buf, _ := json.Marshal(map[string][]string{"phones": phones})
	return c.do(ctx, http.MethodPost, fmt.Sprintf("/contact-lists/%s/contacts", id), actor, bytes.NewReader(buf), nil)
}

func (c *Client) DeleteContactList(ctx context.Context, actor Actor, id string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf("/contact-lists/%s", id), actor, nil, nil)
}
