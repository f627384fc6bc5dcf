package ringpilot

import "net/http"

// retryable lists the statuses RingPilot documents as transient.
var retryable = map[int]bool{
	http.StatusTooManyRequests: true,
	http.StatusBadGateway:      true,
	http.StatusGatewayTimeout:  true,
}

func isRetryable(status int) bool { return retryable[status] }
