package talkpathv2

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
)

// Client talks to the v2 API. Keys look like tp_live_<uuid>.<secret>.
type Client struct {
	Host string
	Key  string
	HTTP *http.Client
}

const basePath = "/api/public/v2"

type problem struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func New() *Client {
	return &Client{Host: "https://api.talkpath.io", Key: os.Getenv("TALKPATH_V2_KEY"), HTTP: http.DefaultClient}
}

func (c *Client) GetAudience(id string) (*http.Response, error) {
	req, _ := http.NewRequest(http.MethodGet, c.Host+basePath+"/audiences/"+id, nil)
	req.Header.Set("Authorization", "Bearer "+c.Key)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode >= 400 {
		defer resp.Body.Close()
		var p problem
		_ = json.NewDecoder(resp.Body).Decode(&p)
		if p.Error.Code == "audience_not_found" {
			return nil, fmt.Errorf("audience %s missing", id)
		}
		return nil, fmt.Errorf("talkpath v2: %s", p.Error.Code)
	}
	return resp, nil
}
