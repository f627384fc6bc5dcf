package dnc

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
)

// Source pulls the national DNC delta from the registry mirror (internal).
type Source struct {
	URL string
	HC  *http.Client
}

func (s *Source) Delta(ctx context.Context, since string) ([]string, error) {
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, s.URL+"/v1/delta?since="+since, nil)
	resp, err := s.HC.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusServiceUnavailable {
		return nil, fmt.Errorf("dnc mirror is refreshing, try again later")
	}
	var phones []string
	sc := bufio.NewScanner(resp.Body)
	for sc.Scan() {
		phones = append(phones, sc.Text())
	}
	return phones, sc.Err()
}
