package twilio

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
)

const apiBase = "https://api.twilio.com/2010-04-01"

type Client struct {
	SID, Token string
	HTTP       *http.Client
}

type twilioError struct {
	Code     int    `json:"code"`
	Message  string `json:"message"`
	MoreInfo string `json:"more_info"`
	Status   int    `json:"status"`
}

// Call places an outbound call that bridges the rep to the lead.
func (c *Client) Call(ctx context.Context, from, to, twimlURL string) (string, error) {
	form := url.Values{"From": {from}, "To": {to}, "Url": {twimlURL}}
	endpoint := fmt.Sprintf("%s/Accounts/%s/Calls.json", apiBase, c.SID)
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, endpoint, strings.NewReader(form.Encode()))
	req.SetBasicAuth(c.SID, c.Token)
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	switch resp.StatusCode {
	case http.StatusCreated:
		var out struct{ Sid string `json:"sid"` }
		return out.Sid, json.NewDecoder(resp.Body).Decode(&out)
	case http.StatusBadGateway, http.StatusServiceUnavailable:
		return "", fmt.Errorf("twilio transient %d", resp.StatusCode)
	default:
		var te twilioError
		_ = json.NewDecoder(resp.Body).Decode(&te)
		return "", fmt.Errorf("twilio %d: %s", te.Code, te.Message)
	}
}
