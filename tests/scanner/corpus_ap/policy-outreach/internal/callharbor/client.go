package callharbor

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/brightline-mutual/policy-outreach/internal/callharbor/chgen"
	"github.com/hashicorp/go-retryablehttp"
)

// Client wraps the generated CallHarbor client with auth and retries.
type Client struct {
	gen        *chgen.Client
	actingUser string
}

var retryableStatuses = map[int]bool{
	http.StatusTooManyRequests: true,
	http.StatusBadGateway:      true,
	http.StatusGatewayTimeout:  true,
}

func New(baseURL, apiKey, actingUser string) (*Client, error) {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 4
	rc.RetryWaitMin = 300 * time.Millisecond
	rc.Logger = nil
	rc.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		if err != nil {
			return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
		}
		return retryableStatuses[resp.StatusCode], nil
	}

	auth := func(_ context.Context, req *http.Request) error {
		req.Header.Set("X-API-Key", apiKey)
		return nil
	}

	gen, err := chgen.NewClient(baseURL,
		func(c *chgen.Client) error { c.Client = rc.StandardClient(); return nil },
		chgen.WithRequestEditorFn(auth),
	)
	if err != nil {
		return nil, err
	}
	return &Client{gen: gen, actingUser: actingUser}, nil
}

func (c *Client) Lists(ctx context.Context) ([]chgen.ContactList, error) {
	resp, err := c.gen.ListContactLists(ctx, &chgen.ListContactListsParams{XUserEmail: c.actingUser})
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, classify(resp)
	}
	var out []chgen.ContactList
	return out, json.NewDecoder(resp.Body).Decode(&out)
}

func (c *Client) AddPolicyholders(ctx context.Context, listID string, phones []string) error {
	resp, err := c.gen.AppendContacts(ctx, listID, &chgen.AppendContactsParams{XUserEmail: c.actingUser}, chgen.AppendContacts{Phones: phones})
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return classify(resp)
	}
	return nil
}
