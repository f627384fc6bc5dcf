package enrich

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"

	"github.com/hashicorp/go-retryablehttp"
)

// Client wraps PeopleGraph's enrichment API (https://docs.peoplegraph.io/v1).
type Client struct {
	http   *retryablehttp.Client
	apiKey string
	base   string
}

type Person struct {
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Title    string `json:"title"`
	Company  string `json:"company"`
	Seniority string `json:"seniority"`
}

type apiError struct {
	Error string `json:"error"`
}

func New() *Client {
	rc := retryablehttp.NewClient()
	rc.RetryMax = 4
	rc.RetryWaitMax = 8 * time.Second
	rc.CheckRetry = func(ctx context.Context, resp *http.Response, err error) (bool, error) {
		if resp != nil && (resp.StatusCode == http.StatusBadGateway || resp.StatusCode == http.StatusServiceUnavailable) {
			return true, nil
		}
		return retryablehttp.DefaultRetryPolicy(ctx, resp, err)
	}
	return &Client{http: rc, apiKey: os.Getenv("PEOPLEGRAPH_API_KEY"), base: "https://api.peoplegraph.io/v1"}
}

func (c *Client) ByEmail(ctx context.Context, email string) (*Person, error) {
	req, err := retryablehttp.NewRequestWithContext(ctx, http.MethodGet, c.base+"/people/lookup?email="+email, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("x-api-key", c.apiKey)
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return nil, nil // unknown person, not an error for us
	}
	if resp.StatusCode >= 400 {
		var e apiError
		_ = json.NewDecoder(resp.Body).Decode(&e)
		return nil, fmt.Errorf("peoplegraph: %d %s", resp.StatusCode, e.Error)
	}
	var p Person
	return &p, json.NewDecoder(resp.Body).Decode(&p)
}
