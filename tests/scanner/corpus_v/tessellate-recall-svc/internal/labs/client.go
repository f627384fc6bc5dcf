package labs

import (
	"net/http"
	"time"

	"github.com/go-resty/resty/v2"
)

// Client for the lab-results partner API (AWS API Gateway, usage-plan key).
type Client struct{ r *resty.Client }

type labError struct {
	Error string `json:"error"`
}

func New(baseURL, key string) *Client {
	return &Client{r: resty.New().
		SetBaseURL(baseURL).
		SetHeader("x-api-key", key).
		SetTimeout(5 * time.Second).
		SetRetryCount(2).
		AddRetryCondition(func(resp *resty.Response, err error) bool {
			return resp.StatusCode() == http.StatusBadGateway || resp.StatusCode() == http.StatusServiceUnavailable
		})}
}

func (c *Client) Pending(patientID string) (*resty.Response, error) {
	return c.r.R().SetError(&labError{}).SetPathParam("id", patientID).Get("/v1/patients/{id}/results?status=pending")
}
