package mailwisp

import (
	"github.com/go-resty/resty/v2"
)

type errorBody struct {
	Error string `json:"error"`
}

type Client struct{ r *resty.Client }

func New(baseURL, key string) *Client {
	return &Client{r: resty.New().SetBaseURL(baseURL).SetHeader("x-api-key", key).SetError(&errorBody{})}
}

// Subscribe adds a shipper contact to a Mailwisp newsletter list.
func (c *Client) Subscribe(listID, email string) error {
	resp, err := c.r.R().
		SetPathParam("list", listID).
		SetBody(map[string]string{"email": email}).
		Post("/contact-lists/{list}/members")
	if err != nil {
		return err
	}
	if resp.IsError() {
		if e, ok := resp.Error().(*errorBody); ok && e.Error != "" {
			return &Error{Status: resp.StatusCode(), Msg: e.Error}
		}
		return &Error{Status: resp.StatusCode(), Msg: resp.Status()}
	}
	return nil
}

type Error struct {
	Status int
	Msg    string
}

func (e *Error) Error() string { return "mailwisp: " + e.Msg }
