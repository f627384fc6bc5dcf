package ringlane

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

type Client struct {
	Host      string
	APIKey    string
	ActingSub string
	HTTP      *http.Client
}

func New(host, key, sub string) *Client {
	return &Client{Host: host, APIKey: key, ActingSub: sub, HTTP: &http.Client{Timeout: 20 * time.Second}}
}

func (c *Client) url(p string) string {
	return fmt.Sprintf("%s/api/public/%s%s", c.Host, APIVersion, p)
}

func (c *Client) do(method, p string, in, out any) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, c.url(p), body)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.APIKey)
	req.Header.Set(headerActingUser, c.ActingSub)
	req.Header.Set("Content-Type", "application/json")

	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return decodeError(resp)
	}
	if out != nil {
		return json.NewDecoder(resp.Body).Decode(out)
	}
	return nil
}

type ContactList struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Size int    `json:"size"`
}

func (c *Client) ListContactLists() ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(http.MethodGet, pathContactLists, nil, &out)
	return out.Data, err
}

func (c *Client) AddPhones(listID string, phones []string) error {
	type entry struct {
		Phone string `json:"phone"`
	}
	in := struct {
		Contacts []entry `json:"contacts"`
	}{}
	for _, p := range phones {
		in.Contacts = append(in.Contacts, entry{p})
	}
	return c.do(http.MethodPost, pathContactLists+"/"+listID+"/contacts", in, nil)
}

func (c *Client) RemovePhone(listID, phone string) error {
	return c.do(http.MethodDelete, fmt.Sprintf("/contact-lists/%s/contacts/%s", listID, url.PathEscape(phone)), nil, nil)
}
