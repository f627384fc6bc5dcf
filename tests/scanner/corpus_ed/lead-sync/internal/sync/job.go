package sync

import (
	"context"
	"errors"
	"log/slog"

	"github.com/brightmoor/lead-sync/internal/calling"
	"github.com/brightmoor/lead-sync/internal/enrich"
)

type Source interface {
	NewLeadsSince(ctx context.Context, cursor string) ([]calling.Lead, string, error)
}

type Job struct {
	Calling *calling.Client
	Enrich  *enrich.Client
	Source  Source
	ListID  string
	cursor  string
}

func (j *Job) Run(ctx context.Context) error {
	leads, next, err := j.Source.NewLeadsSince(ctx, j.cursor)
	if err != nil {
		return err
	}
	if len(leads) == 0 {
		return nil
	}
	err = j.Calling.PushLeads(ctx, j.ListID, leads)
	var re *calling.RemoteError
	switch {
	case errors.Is(err, calling.ErrDisabled):
		slog.Warn("calling API disabled; skipping run")
		return nil
	case errors.As(err, &re) && re.IsUnknownRep():
		slog.Error("integration bot user missing in Ringlark", "status", re.Status)
		return err
	case err != nil:
		return err
	}
	j.cursor = next
	slog.Info("pushed leads", "count", len(leads), "list", j.ListID)
	return nil
}
