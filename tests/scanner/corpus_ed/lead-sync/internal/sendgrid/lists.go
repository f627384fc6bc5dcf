package sendgrid

import (
	"context"
	"fmt"
	"os"

	"github.com/go-resty/resty/v2"
)

// Marketing contact lists live in SendGrid; nurture emails go out from there.
type Client struct{ r *resty.Client }

func New() *Client {
	return &Client{r: resty.New().
		SetBaseURL("https://api.sendgrid.com/v3").
		SetAuthToken(os.Getenv("SENDGRID_API_KEY"))}
}

type sgError struct {
	Errors []struct {
		Field   string `json:"field"`
		Message string `json:"message"`
	} `json:"errors"`
}

func (c *Client) AddToList(ctx context.Context, listID string, emails []string) error {
	contacts := make([]map[string]string, 0, len(emails))
	for _, e := range emails {
		contacts = append(contacts, map[string]string{"email": e})
	}
	resp, err := c.r.R().SetContext(ctx).
		SetError(&sgError{}).
		SetBody(map[string]any{"list_ids": []string{listID}, "contacts": contacts}).
		Put("/marketing/contacts")
	if err != nil {
		return err
	}
	if resp.IsError() {
		e := resp.Error().(*sgError)
		if len(e.Errors) > 0 {
			return fmt.Errorf("sendgrid: %s", e.Errors[0].Message)
		}
		return fmt.Errorf("sendgrid: %s", resp.Status())
	}
	return nil
}

func (c *Client) DeleteList(ctx context.Context, listID string) error {
	resp, err := c.r.R().SetContext(ctx).Delete("/marketing/lists/" + listID)
	if err != nil {
		return err
	}
	if resp.StatusCode() == 404 {
		return nil // already gone
	}
	return nil
}
