package callharbor

import (
	"errors"
	"net/http"
	"testing"
)

func TestClassify502IsIdentityProviderDown(t *testing.T) {
	if err := classify(http.StatusBadGateway, apiError{}); !errors.Is(err, ErrIdentityProviderDown) {
		t.Fatalf("got %v", err)
	}
}

func TestClassify404UserNotFound(t *testing.T) {
	err := classify(http.StatusNotFound, apiError{Error: "user not found"})
	if !errors.Is(err, ErrActingUserUnknown) {
		t.Fatalf("got %v", err)
	}
}

func TestClassify503(t *testing.T) {
	if !errors.Is(classify(503, apiError{}), ErrAPIDisabled) {
		t.Fatal("expected ErrAPIDisabled")
	}
}
