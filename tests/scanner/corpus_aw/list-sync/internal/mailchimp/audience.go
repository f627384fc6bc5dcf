package mailchimp

import (
	"bytes"
	"context"
	"crypto/md5"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/fernhollow/list-sync/internal/httpx"
)

type Client struct {
	Server string
	APIKey string
	http   *http.Client
}

func New(server, key string) *Client { return &Client{Server: server, APIKey: key, http: httpx.NewClient()} }

func (c *Client) UpsertMember(ctx context.Context, audienceID, email string) error {
	sum := md5.Sum([]byte(strings.ToLower(email)))
	url := fmt.Sprintf("https://%s.api.mailchimp.com/3.0/lists/%s/members/%s", c.Server, audienceID, hex.EncodeToString(sum[:]))
	body, _ := json.Marshal(map[string]string{"email_address": email, "status_if_new": "subscribed"})
	resp, err := httpx.Do(ctx, c.http, func() (*http.Request, error) {
		req, err := http.NewRequest(http.MethodPut, url, bytes.NewReader(body))
		if err != nil {
			return nil, err
		}
		req.SetBasicAuth("fernhollow", c.APIKey)
		return req, nil
	}, nil)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return fmt.Errorf("mailchimp: audience %s not found", audienceID)
	}
	if resp.StatusCode == http.StatusServiceUnavailable {
		return fmt.Errorf("mailchimp: maintenance, try later")
	}
	return nil
}
