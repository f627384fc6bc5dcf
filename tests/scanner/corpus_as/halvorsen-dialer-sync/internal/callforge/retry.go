package callforge

import (
	"net/http"
	"time"
)

// Statuses worth another attempt against CallForge.
var retryableStatus = map[int]bool{
	http.StatusTooManyRequests: true,
	http.StatusBadGateway:      true,
	http.StatusGatewayTimeout:  true,
}

func backoff(attempt int) time.Duration {
	d := time.Duration(1<<attempt) * 300 * time.Millisecond
	if d > 5*time.Second {
		return 5 * time.Second
	}
	return d
}
