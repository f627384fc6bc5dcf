package billing

import (
	"context"
	"fmt"
	"net/http"
	"time"
)

// Client calls the internal billing service (behind AWS API Gateway, hence the x-api-key).
type Client struct {
	base   string
	apiKey string
	http   *http.Client
}

func New(base, apiKey string) *Client {
	return &Client{base: base, apiKey: apiKey, http: &http.Client{Timeout: 5 * time.Second}}
}

func (c *Client) FlagDelinquent(ctx context.Context, accountID string) error {
	url := fmt.Sprintf("%s/accounts/%s/delinquent", c.base, accountID)
	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		req, err := http.NewRequestWithContext(ctx, http.MethodPut, url, nil)
		if err != nil {
			return err
		}
		req.Header.Set("x-api-key", c.apiKey)
		resp, err := c.http.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		resp.Body.Close()
		switch resp.StatusCode {
		case http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
			lastErr = fmt.Errorf("billing: upstream %d", resp.StatusCode)
			time.Sleep(time.Duration(attempt+1) * 200 * time.Millisecond)
			continue
		case http.StatusNotFound:
			return fmt.Errorf("billing: account %s not found", accountID)
		}
		if resp.StatusCode >= 300 {
			return fmt.Errorf("billing: HTTP %d", resp.StatusCode)
		}
		return nil
	}
	return lastErr
}
