package salesforce

import (
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

type Client struct {
	InstanceURL string
	Version     string
	Token       string
	HTTP        *http.Client
}

type sfError struct {
	Message   string `json:"message"`
	ErrorCode string `json:"errorCode"`
}

// Query runs SOQL against /services/data/vXX.X/query.
func (c *Client) Query(soql string, out any) error {
	req, _ := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/services/data/%s/query", c.InstanceURL, c.Version), nil)
	q := req.URL.Query()
	q.Set("q", soql)
	req.URL.RawQuery = q.Encode()
	req.Header.Set("Authorization", "Bearer "+c.Token)

	for attempt := 0; attempt < 3; attempt++ {
		resp, err := c.HTTP.Do(req)
		if err != nil {
			return err
		}
		if resp.StatusCode == http.StatusServiceUnavailable || resp.StatusCode == http.StatusBadGateway {
			resp.Body.Close()
			time.Sleep(time.Duration(attempt+1) * time.Second)
			continue
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 400 {
			var errs []sfError
			_ = json.NewDecoder(resp.Body).Decode(&errs)
			if len(errs) > 0 {
				return fmt.Errorf("salesforce %s: %s", errs[0].ErrorCode, errs[0].Message)
			}
			return fmt.Errorf("salesforce http %d", resp.StatusCode)
		}
		return json.NewDecoder(resp.Body).Decode(out)
	}
	return fmt.Errorf("salesforce unavailable after retries")
}
