// rwctl is a tiny admin CLI for Ringwell call lists, used by the depot leads.
//
//	rwctl -list cl_123 -show
//	rwctl -list cl_123 -rename "Dallas AM"
//	rwctl -create "Chicago overflow"
package main

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"
)

const defaultBase = "https://api.ringwell.io/api/public/v1"

type rwError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func main() {
	base := flag.String("base", envOr("RINGWELL_BASE_URL", defaultBase), "Ringwell API base")
	list := flag.String("list", "", "contact list id")
	show := flag.Bool("show", false, "print list")
	rename := flag.String("rename", "", "new name for -list")
	create := flag.String("create", "", "create a list with this name")
	flag.Parse()

	var (
		method, path string
		body         any
	)
	switch {
	case *create != "":
		method, path, body = http.MethodPost, "/contact-lists", map[string]string{"name": *create}
	case *list != "" && *rename != "":
		method, path, body = http.MethodPatch, "/contact-lists/"+*list, map[string]string{"name": *rename}
	case *list != "" && *show:
		method, path = http.MethodGet, fmt.Sprintf("/contact-lists/%s?include=contacts", *list)
	default:
		flag.Usage()
		os.Exit(2)
	}

	var rdr io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		rdr = bytes.NewReader(b)
	}
	req, _ := http.NewRequest(method, *base+path, rdr)
	req.Header.Set("X-Api-Key", os.Getenv("RINGWELL_API_KEY"))
	req.Header.Set("X-User-Id", os.Getenv("RINGWELL_USER_ID"))
	req.Header.Set("Content-Type", "application/json")

	resp, err := (&http.Client{Timeout: 15 * time.Second}).Do(req)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)

	if resp.StatusCode < 300 {
		os.Stdout.Write(raw)
		return
	}

	var e rwError
	_ = json.Unmarshal(raw, &e)
	switch {
	case resp.StatusCode == 404 && e.Error == "user not found":
		fmt.Fprintln(os.Stderr, "RINGWELL_USER_ID is not a Ringwell user (check Okta id)")
	case resp.StatusCode == 502:
		fmt.Fprintln(os.Stderr, "Ringwell identity provider unreachable, retry shortly")
	case resp.StatusCode == 503:
		fmt.Fprintln(os.Stderr, "Ringwell public API is disabled")
	default:
		fmt.Fprintf(os.Stderr, "%d: %s\n", resp.StatusCode, e.Error)
		for _, d := range e.Details {
			fmt.Fprintf(os.Stderr, "  %s: %s\n", d.Path, d.Message)
		}
	}
	os.Exit(1)
}

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}
