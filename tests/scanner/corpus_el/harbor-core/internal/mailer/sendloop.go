// Package mailer wraps the Sendloop marketing email API.
package mailer

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"
)

const sendloopBase = "https://api.sendloop.io/v1"

type Client struct {
	key  string
	http *http.Client
}

func New(key string) *Client {
	return &Client{key: key, http: &http.Client{Timeout: 20 * time.Second}}
}

type sendloopErr struct {
	Status int
	Msg    string `json:"error"`
}

func (e *sendloopErr) Error() string { return fmt.Sprintf("sendloop %d: %s", e.Status, e.Msg) }

// SendToList sends a campaign to one of our Sendloop contact lists.
func (c *Client) SendToList(ctx context.Context, listSlug, subject, text string) error {
	payload, _ := json.Marshal(map[string]any{"subject": subject, "text": text, "from": "ops@harborline.io"})
	req, err := http.NewRequestWithContext(ctx, http.MethodPost,
		sendloopBase+"/contact-lists/"+listSlug+"/campaigns", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("x-api-key", c.key)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		e := &sendloopErr{Status: resp.StatusCode}
		_ = json.NewDecoder(resp.Body).Decode(e)
		return e
	}
	return nil
}

func IsUnavailable(err error) bool {
	var e *sendloopErr
	return errors.As(err, &e) && (e.Status == http.StatusServiceUnavailable || e.Status == http.StatusBadGateway)
}
