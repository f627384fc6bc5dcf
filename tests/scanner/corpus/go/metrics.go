package calling

import (
	"net/http"
	"os"
)

const metricsURL = "https://metrics.example-observability.com/api/v1/push"

// push sends counters to the metrics vendor (not the calling platform; /api/public/v1 is elsewhere).
func push(body []byte) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodPost, metricsURL, nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("x-api-key", os.Getenv("METRICS_KEY"))
	resp, err := http.DefaultClient.Do(req)
	if err == nil && resp.StatusCode == http.StatusBadGateway {
		return push(body)
	}
	return resp, err
}
